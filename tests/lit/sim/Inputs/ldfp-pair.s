// ldfp's two targets must be an odd and an even physical register, and the
// pair is one access of 8 (ldfps) or 16 bytes (ldfpd, ldfp8) aligned to its
// size (SDM vol. 3 ldfp; Ski does the same).
	.text
	.global both_even, both_odd, unaligned_s, unaligned_d, spec_unaligned, ok
	.proc both_even
both_even:
	adds r2=-32,r12
	;;
	ldfpd f6,f8=[r2]
	;;
	br.ret.sptk.many b0
	;;
	.endp both_even
	.proc both_odd
both_odd:
	adds r2=-32,r12
	;;
	ldfps f7,f9=[r2]
	;;
	br.ret.sptk.many b0
	;;
	.endp both_odd
	.proc unaligned_s
unaligned_s:
	adds r2=-28,r12		// 4 mod 8: each single is aligned, the pair is not
	;;
	ldfps f6,f7=[r2]
	;;
	br.ret.sptk.many b0
	;;
	.endp unaligned_s
	.proc unaligned_d
unaligned_d:
	adds r2=-24,r12		// 8 mod 16
	;;
	ldfp8 f6,f7=[r2]
	;;
	br.ret.sptk.many b0
	;;
	.endp unaligned_d
	.proc spec_unaligned
spec_unaligned:
	adds r2=-24,r12
	;;
	ldfpd.s f6,f7=[r2]	// deferred: both NaTVal, no fault
	;;
	getf.sig r8=f6
	getf.sig r9=f7
	;;
	br.ret.sptk.many b0
	;;
	.endp spec_unaligned
	.proc ok
ok:	adds r2=-32,r12
	movl r3=0x3ff0000040000000
	;;
	st8 [r2]=r3
	;;
	ldfps f6,f7=[r2],8
	;;
	getf.s r8=f6
	getf.s r9=f7
	;;
	br.ret.sptk.many b0
	;;
	.endp ok
