// fadd/fsub f1=f3,f0 are fma/fms f1=f3,f1,f0: with f2 = f0 the product is
// not added to zero (SDM vol. 3 fma/fms), so zeros keep their sign.
	.text
	.global f
	.proc f
f:	movl r2=0x9c05aab0008bf	// sf2: round down, sf3: to nearest
	;;
	mov ar.fpsr=r2
	fneg f10=f0		// -0
	;;
	fsub.d.s2 f9=f0,f0	// +0 * 1 (an IEEE +0 - +0 is -0 rounding down)
	fadd.s3 f11=f10,f0	// -0 * 1 (an IEEE -0 + +0 is +0 rounding to nearest, sf3)
	;;
	getf.exp r8=f9
	getf.exp r9=f11
	br.ret.sptk.many b0
	;;
	.endp f
