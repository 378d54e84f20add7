// Floating-point family: the integer divide sequence (frcpa + fma
// iterations, unsigned and signed), xma, setf/getf of every kind, fcvt,
// fmerge/fneg/fabs, fnorm, fcmp/fclass, fmin/fmax, fsetc, frcpa's special
// case, and ldf/stf of every memory format incl. spill/fill and a pair load
// with post-increment. Data page at r3 = 0x200000 (fp.yaml).
// Instructions naming a status field each get their own instruction group:
// the simulator's strict mode treats their implicit ar.fpsr read and write
// as a dependency (GNU as does not), see docs/simulator.md.
	.explicit
	.text
	.global f
	.proc f
f:
	alloc r2 = ar.pfs, 0, 48, 0, 0
	movl r14 = 0xfedcba9876543210
	movl r15 = 0x12345
	;;
	// ---- unsigned divide r32 = r14 / r15
	setf.sig f8 = r14
	setf.sig f9 = r15
	;;
	fcvt.xuf.s1 f8 = f8
	;;
	fcvt.xuf.s1 f9 = f9
	;;
	frcpa.s1 f10, p6 = f8, f9
	;;
(p6)	fmpy.s1 f11 = f8, f10		// q0 = a y0
	;;
(p6)	fnma.s1 f12 = f9, f10, f1	// e0 = 1 - b y0
	;;
(p6)	fma.s1 f11 = f12, f11, f11	// q1 = q0 + e0 q0
	;;
(p6)	fmpy.s1 f13 = f12, f12		// e1 = e0 e0
	;;
(p6)	fma.s1 f10 = f12, f10, f10	// y1 = y0 + e0 y0
	;;
(p6)	fma.s1 f11 = f13, f11, f11	// q2 = q1 + e1 q1
	;;
(p6)	fma.s1 f10 = f13, f10, f10	// y2 = y1 + e1 y1
	;;
(p6)	fnma.s1 f12 = f9, f11, f8	// r = a - b q2
	;;
(p6)	fma.s1 f10 = f12, f10, f11	// q3 = q2 + r y2
	;;
	fcvt.fxu.trunc.s1 f10 = f10
	;;
	getf.sig r32 = f10
	// ---- signed divide r33 = -1000000007 / 7
	movl r16 = -1000000007
	mov r17 = 7
	;;
	setf.sig f8 = r16
	setf.sig f9 = r17
	;;
	fcvt.xf f8 = f8
	fcvt.xf f9 = f9
	;;
	frcpa.s1 f10, p7 = f8, f9
	;;
(p7)	fmpy.s1 f11 = f8, f10
	;;
(p7)	fnma.s1 f12 = f9, f10, f1
	;;
(p7)	fma.s1 f11 = f12, f11, f11
	;;
(p7)	fmpy.s1 f13 = f12, f12
	;;
(p7)	fma.s1 f10 = f12, f10, f10
	;;
(p7)	fma.s1 f11 = f13, f11, f11
	;;
(p7)	fma.s1 f10 = f13, f10, f10
	;;
(p7)	fnma.s1 f12 = f9, f11, f8
	;;
(p7)	fma.s1 f10 = f12, f10, f11
	;;
	fcvt.fx.trunc.s1 f10 = f10
	;;
	getf.sig r33 = f10
	// ---- xma: 64x64 products
	movl r18 = 0xffffffffffffffff
	movl r19 = 0x8000000000000000
	mov r20 = 2
	;;
	setf.sig f14 = r18
	setf.sig f15 = r19
	setf.sig f16 = r20
	;;
	xma.hu f17 = f14, f14, f0	// (2^64-1)^2 >> 64 = 2^64 - 2
	xma.h f18 = f14, f14, f16	// (-1)(-1) + 2 >> 64 = 0
	xma.h f19 = f15, f16, f0	// -2^63 * 2 >> 64 = -1
	xma.l f20 = f14, f16, f16	// -2 + 2 = 0 (mod 2^64)
	xmpy.l f21 = f15, f16		// 2^64 mod 2^64 = 0
	xmpy.hu f22 = f15, f16		// 1
	;;
	getf.sig r34 = f17
	getf.sig r35 = f18
	getf.sig r36 = f19
	getf.sig r37 = f20
	getf.sig r38 = f21
	getf.sig r39 = f22
	// ---- setf/getf .s .d .exp, fnorm
	movl r21 = 0x3fc00000		// 1.5f
	movl r22 = 0x400921fb54442d18	// pi
	movl r23 = 0x1003e		// exponent of 2^63
	;;
	setf.s f23 = r21
	setf.d f24 = r22
	setf.exp f25 = r23
	mov r24 = 5
	;;
	fma.s.s0 f26 = f23, f23, f0	// 2.25f
	;;
	fadd.d f27 = f24, f24		// 2 pi
	setf.sig f28 = r24
	;;
	getf.s r40 = f26
	getf.d r41 = f27
	getf.sig r42 = f25
	getf.exp r43 = f25
	fnorm f29 = f28			// 5.0: exponent 0x10001, significand 0xa000...
	;;
	getf.exp r44 = f29
	getf.sig r45 = f29
	// ---- fcvt.fx rounding (sf0: to nearest even), .trunc, fsetc
	movl r25 = 0x4004000000000000	// 2.5
	movl r26 = 0xc00599999999999a	// -2.7
	;;
	setf.d f30 = r25
	setf.d f31 = r26
	;;
	fcvt.fx f32 = f30		// 2
	;;
	fcvt.fx f33 = f31		// -3
	;;
	fcvt.fx.trunc f34 = f31		// -2
	;;
	fsetc.s2 0x4f, 0x30		// sf2.rc = toward zero
	;;
	fcvt.fx.s2 f35 = f31		// -2
	getf.sig r46 = f32
	getf.sig r47 = f33
	getf.sig r48 = f34
	;;
	getf.sig r49 = f35
	// ---- sign merges
	fmerge.s f36 = f31, f23		// -1.5
	fneg f37 = f24			// -pi
	fabs f38 = f31			// 2.7
	fmerge.se f39 = f31, f28	// sign/exp of -2.7, significand 5
	;;
	fcvt.fx.trunc f40 = f37		// -3
	getf.d r50 = f36
	getf.d r51 = f38
	getf.exp r52 = f39
	;;
	getf.sig r53 = f40
	getf.sig r54 = f39
	// ---- compares and classes: f31 = -2.7, f30 = 2.5, f0 = +0
	fcmp.lt p8, p9 = f31, f30	// true
	;;
	fcmp.eq p10, p11 = f0, f0	// true
	;;
	fcmp.le.unc p12, p13 = f30, f31	// false
	fclass.m p14, p15 = f0, @pos|@neg|@zero	// true (signs spelled out: our assembler encodes a bare @zero as 0x4, GNU as as 0x7)
	;;
	frcpa.s0 f41, p16 = f1, f0	// 1/0: special case, p16 = 0, f41 = +inf
	;;
	fmin f42 = f30, f31		// -2.7
	;;
	famax f43 = f30, f31		// -2.7 (larger magnitude)
	;;
	fclass.m p17, p18 = f41, @pos|@inf	// true
	getf.d r55 = f42
	getf.d r56 = f43
	// ---- memory formats: stf*/ldf* through the data page at r3
	adds r4 = 0x100, r3
	adds r5 = 0x120, r3
	adds r6 = 0x130, r3
	;;
	stf.spill [r4] = f24		// 16 bytes: significand, then sign/exponent
	stfs [r5] = f23, 4		// 1.5f, r5 += 4
	stfd [r6] = f24			// pi
	;;
	ldf.fill f44 = [r4]
	ldfs f45 = [r3]			// word 0 low half: 0x40490fdb (pi as single)
	ldfd f46 = [r6]
	ld8 r57 = [r4], 8
	;;
	ld8 r58 = [r4]
	ld4 r59 = [r5]			// nothing written there: 0
	fcmp.eq p19, p20 = f44, f24	// fill brings back the spilled value
	;;
	fcmp.eq p21, p22 = f46, f24
	getf.d r60 = f45		// single pi widened to double: 0x400921fb60000000
	;;
	adds r7 = 0x140, r3
	adds r8 = 16, r3		// 16-aligned: ldfp8 is one 16-byte access (SDM vol. 3 ldfp)
	;;
	stfe [r7] = f29			// 5.0 in extended: 0xa000... then 0x4001
	ldfp8 f47, f48 = [r8], 16	// words 2 and 3, r8 += 16
	;;
	ldfe f49 = [r7]
	ld8 r61 = [r7], 8
	getf.sig r62 = f47
	getf.sig r63 = f48
	;;
	ld2 r64 = [r7]
	getf.exp r65 = f49
	mov r66 = r8
	// ---- NaTVal: deferred ldf.s, setf of a NaT, propagation, getf, chk.s
	ldfd.s f50 = [r0]		// unmapped: NaTVal
	ld8.s r67 = [r0]		// NaT
	;;
	setf.sig f51 = r67		// NaTVal
	fclass.m p23, p24 = f50, @nat	// true
	;;
	fma.s1 f52 = f51, f1, f0	// NaTVal in, NaTVal out
	;;
	getf.sig r68 = f52		// NaT
	chk.s f50, recover		// NaTVal: branch to recovery
	;;
	mov r69 = 0xbad			// skipped
	;;
recover:
	mov r70 = 1
	// ---- parallel FP: two singles per register (high lane, low lane)
	movl r28 = 0x40000000bfc00000	// 2.0, -1.5
	movl r29 = 0x404000003f000000	// 3.0, 0.5
	movl r30 = 0x3f8000003f800000	// 1.0, 1.0
	;;
	setf.sig f60 = r28
	setf.sig f61 = r29
	setf.sig f62 = r30
	;;
	fpma f63 = f60, f61, f62	// 7.0, 0.25
	;;
	fpms f64 = f60, f61, f62	// 5.0, -1.75
	;;
	fpnma f65 = f60, f61, f62	// -5.0, 1.75
	;;
	fpmin f66 = f60, f61		// 2.0, -1.5
	;;
	fpamax f67 = f60, f61		// 3.0, -1.5
	;;
	fpcmp.lt f68 = f60, f61		// true, true
	;;
	fpcmp.le f69 = f60, f62		// false, true
	;;
	fpcvt.fx.trunc f70 = f64	// 5, -1
	;;
	fpcvt.fx f71 = f64		// 5, -2 (to nearest)
	;;
	fprcpa f72, p25 = f62, f61	// the architected table: 1/3 ~ 0x3eaa8000, 1/0.5 ~ 0x3fff8000; p25 = 1
	getf.sig r71 = f63
	getf.sig r72 = f64
	getf.sig r73 = f65
	getf.sig r74 = f66
	;;
	getf.sig r75 = f67
	getf.sig r76 = f68
	getf.sig r77 = f69
	getf.sig r78 = f70
	;;
	getf.sig r79 = f71
	getf.sig r27 = f72
	;;
	break.m 0x99
	;;
	.endp f
