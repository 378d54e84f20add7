// Compare family: cmp/cmp4 of every relation (register and immediate,
// signed/unsigned, 32-bit views), .unc with a false qualifying predicate,
// the parallel and/or/andcm/or.andcm/and.orcm types, tbit/tnat, the NaT
// rules of each type, and predicated execution. The predicates start from a
// known mask (mov pr=); r17 is a NaT from a deferred ld8.s of address 0.
	.explicit
	.text
	.global f
	.proc f
f:
	movl r14 = -5
	mov r15 = 3
	;;
	movl r9 = 0x3c0cf00ce3300000	// p20 21 24 25 29 30 31 34 35 44-47 50 51 58-61
	movl r16 = 0xffffffff
	ld8.s r17 = [r0]
	mov r21 = 7
	;;
	mov pr = r9, -1
	;;
	cmp.lt p1, p2 = r14, r15		// -5 < 3: 1 0
	cmp.ltu p3, p4 = r14, r15		// 2^64-5 <u 3: 0 1
	cmp4.lt p5, p6 = r16, r0		// (int32)-1 < 0: 1 0
	cmp.lt p7, p8 = r16, r0			// 0xffffffff < 0: 0 1
	cmp.eq p9, p10 = 3, r15			// 1 0
	cmp.gt p11, p12 = r14, r15		// 0 1
	;;
	cmp.geu p13, p14 = r14, r15		// 1 0
	cmp.eq.and p20, p21 = r15, r15		// true: unchanged 1 1
	cmp.ne.and p24, p25 = r15, r15		// false: cleared 0 0
	cmp.eq.or p22, p23 = r15, r15		// true: set 1 1
	cmp.ne.or p26, p27 = r15, r15		// false: unchanged 0 0
	cmp.eq.or.andcm p28, p29 = r15, r15	// true: 1 0
	;;
	cmp.lt.and p30, p31 = r0, r14		// 0 < -5 false: cleared 0 0
	cmp.gt.or p32, p33 = r0, r14		// 0 > -5: set 1 1
	tbit.nz.and p34, p35 = r15, 1		// bit 1 of 3 set: unchanged 1 1
	tbit.z.or p36, p37 = r15, 0		// bit 0 set, z false: unchanged 0 0
	tnat.nz.or p38, p39 = r17		// NaT: set 1 1
	tnat.z p40, p41 = r15			// 1 0
	;;
	tbit.nz p42, p43 = r14, 63		// 1 0
	cmp.eq p44, p45 = r17, r0		// NaT source: 0 0
	cmp.eq.and p46, p47 = r17, r0		// NaT, and-type: cleared 0 0
	cmp.eq.or p48, p49 = r17, r17		// NaT, or-type: unchanged 0 0
	tbit.z p50, p51 = r17, 0		// NaT: 0 0
	cmp4.ltu p52, p53 = 5, r16		// 5 <u 0xffffffff: 1 0
	;;
	cmp.le p54, p55 = r14, r14		// 1 0
(p1)	cmp.lt.unc p56, p57 = r15, r14		// qp true: 3 < -5 false: 0 1
(p3)	cmp.eq.unc p58, p59 = r0, r0		// qp false: cleared 0 0
(p3)	tbit.z.unc p60, p61 = r0, 0		// qp false: cleared 0 0
(p4)	adds r20 = 1, r0			// runs: r20 = 1
(p3)	adds r21 = 1, r0			// does not run: r21 stays 7
	;;
	cmp.ne.or.andcm p63, p62 = r15, r14	// = cmp.eq.and.orcm p62, p63 (GNU as spelling our assembler lacks): 3 != -5: p63 1, p62 0
	;;
	break.m 0x99
	;;
	.endp f
