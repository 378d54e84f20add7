// Floating point registers and FPSR status fields.
	fadd f2=f3,f4
	fadd f5=f2,f7
//---
	fadd f2=f3,f4
	fadd f5=f6,f7
//---
	fadd.s1 f2=f3,f4
	fchkf.s1 foo
foo:
//---
	fsetc.s1 0,0
	fadd.s1 f2=f3,f4
//---
	fclrf.s2
	fadd.s2 f2=f3,f4
//---
	fadd f0=f3,f4
	fmpy f1=f5,f6
//---
	ldf8.c.clr f6=[r2]
	fadd f7=f6,f8
//---
	ldfd f6=[r2],8
	add r3=r2,r4
//---
	ldfp8 f6,f7=[r2]
	fadd f8=f7,f1
//---
	setf.d f40=r2
	fma.s0 f41=f40,f1,f0
//---
	mov ar.fpsr=r3
	fadd f5=f6,f7
//---
	fcmp.eq.s1 p6,p7=f2,f3
	fadd.s1 f5=f6,f7
//---
	fcvt.xf f6=f7
	fadd f8=f6,f9
//---
	stf8 [r2]=f6
	fadd f6=f1,f1
//---
	ldfp8 f6,f7=[r2]
	fadd f7=f6,f1
//---
	mov ar.fpsr=r3
	fadd.s1 f5=f6,f7
//---
	mov ar.fpsr=r3
	fchkf.s2 foo
foo:
//---
	mov ar.fpsr=r3
	fsetc.s2 0,0
//---
	fclrf.s2
	fchkf.s2 foo
foo:
//---
	mov psr.um=r2
	fadd f2=f3,f4
//---
	mov ar.fpsr=r3
	fadd.s0 f5=f6,f7
//---
	mov ar.fpsr=r3
	fma f5=f6,f7,f8
//---
	fsetc.s2 0,0
	fadd f5=f6,f7
//---
	mov ar.fpsr=r3
	fcmp.eq p6,p7=f2,f3
//---
	mov ar.fpsr=r3
	fnorm.s2 f6=f7
