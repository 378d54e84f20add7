# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# GotoBLAS/OpenBLAS kernel/ia64 style (daxpy.S, ddot.S, a dgemm micro-kernel) with the cpp
# macros expanded (PROLOGUE = `.text; .align 128; .global; .proc`, LDFPD = ldfpd, FMA = fma.d,
# SIZE = 8): explicit bundles in default mode without `.explicit`, software-pipelined loops on
# rotating registers set up with `mov ar.ec`/`mov ar.lc`/`mov pr.rot = 0` + `cmp.eq p16 = r0, r0`
# and closed by `br.ctop.sptk.few`, `ldfpd` pairs of odd/even rotating registers,
# `lfetch.nt1`/`lfetch.excl.nt1` with post-increment by a register, `ldfd` post-incremented by
# the stride register, `fma.d`/`fpma`-free reduction chains in four accumulators, `.save ar.lc`/
# `.save pr` and `mov pr = r, -1` on the way out.
	.explicit
	.text
	.align 128
	.global daxpy_k
	.proc daxpy_k
daxpy_k:
	.prologue
	{ .mmi
	shladd r37 = r37, 3, r0			// INCX in bytes
	shladd r39 = r39, 3, r0			// INCY in bytes
	.save pr, r17
	mov r17 = pr
	}
	{ .mib
	cmp.lt p0, p6 = r0, r32			// N <= 0: nothing to do
	.save ar.lc, r16
	mov r16 = ar.lc
	(p6) br.ret.sptk.many b0
	}
	;;
	.body
	{ .mmi
	adds r18 = 8 * 16, r36			// PREX
	adds r19 = 8 * 16, r38			// PREY
	shr r20 = r32, 1			// pairs
	}
	{ .mmi
	mov r21 = r38				// YY
	adds r22 = 8, r38			// YY + SIZE
	cmp.ne p7, p0 = 8, r37			// strided x?
	}
	;;
	{ .mib
	cmp.ne p8, p0 = 8, r39			// strided y?
	adds r20 = -1, r20
	(p7) br.cond.dpnt .L100
	}
	;;
	{ .mib
	mov r23 = 16 * 8			// prefetch stride
	mov ar.ec = 4
	(p8) br.cond.dpnt .L100
	}
	;;
	{ .mii
	nop.m 0
	mov ar.lc = r20
	mov pr.rot = 0
	}
	;;
	{ .mmi
	nop.m 0
	nop.m 0
	cmp.eq p16, p0 = r0, r0
	}
	;;
	.align 32
.L10:
	{ .mmf
	(p16) ldfpd f32, f35 = [r36], 2 * 8
	(p16) ldfpd f38, f41 = [r38], 2 * 8
	(p18) fma.d f44 = f8, f34, f40
	}
	{ .mmf
	(p19) stfd [r21] = f45, 2 * 8
	(p19) stfd [r22] = f48, 2 * 8
	(p18) fma.d f47 = f8, f37, f43
	}
	{ .mmb
	(p16) lfetch.nt1 [r18], r23
	(p16) lfetch.excl.nt1 [r19], r23
	br.ctop.sptk.few .L10
	}
	;;
	{ .mii
	nop.m 0
	mov ar.lc = r16
	mov pr = r17, -1
	}
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	}
	;;
.L100:
	{ .mii
	adds r20 = -1, r32
	mov ar.ec = 3
	mov pr.rot = 0
	}
	;;
	{ .mii
	mov r21 = r38
	mov ar.lc = r20
	cmp.eq p16, p0 = r0, r0
	}
	;;
.L110:
	{ .mmf
	(p16) ldfd f32 = [r36], r37
	(p16) ldfd f36 = [r38], r39
	(p17) fma.d f40 = f8, f33, f37
	}
	{ .mmi
	(p18) stfd [r21] = f41
	(p16) lfetch.nt1 [r18], r37
	(p18) add r21 = r21, r39
	}
	{ .mib
	nop.m 0
	nop.i 0
	br.ctop.sptk.few .L110
	}
	;;
	{ .mii
	nop.m 0
	mov ar.lc = r16
	mov pr = r17, -1
	}
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	}
	;;
	.endp daxpy_k

	.text
	.align 128
	.global ddot_k
	.proc ddot_k
ddot_k:
	.prologue
	{ .mfi
	cmp.lt p0, p6 = r0, r32
	mov f8 = f0
	.save ar.lc, r16
	mov r16 = ar.lc
	}
	{ .mfi
	adds r18 = 8 * 32, r33
	mov f9 = f0
	shr r20 = r32, 1
	}
	;;
	{ .mfi
	nop.m 0
	nop.f 0
	.save pr, r17
	mov r17 = pr
	}
	;;
	.body
	{ .mib
	nop.m 0
	adds r20 = -1, r20
	(p6) br.ret.sptk.many b0
	}
	;;
	{ .mii
	nop.m 0
	mov ar.lc = r20
	mov pr.rot = 0
	}
	;;
	{ .mii
	nop.m 0
	mov ar.ec = 3
	cmp.eq p16, p0 = r0, r0
	}
	;;
.L20:
	{ .mmf
	(p16) ldfpd f32, f35 = [r33], 2 * 8
	(p16) ldfpd f38, f41 = [r34], 2 * 8
	(p18) fma.d f8 = f34, f40, f8
	}
	{ .mfb
	(p16) lfetch.nt1 [r18], 2 * 8
	(p18) fma.d f9 = f37, f43, f9
	br.ctop.sptk.few .L20
	}
	;;
	{ .mfi
	nop.m 0
	fadd.d f8 = f8, f9
	mov ar.lc = r16
	}
	;;
	{ .mib
	nop.m 0
	mov pr = r17, -1
	br.ret.sptk.many b0
	}
	;;
	.endp ddot_k

	.text
	.align 128
	.global dgemm_kernel_2x2
	.proc dgemm_kernel_2x2
dgemm_kernel_2x2:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 8, 8, 0, 0
	.save ar.lc, r3
	mov r3 = ar.lc
	mov f64 = f0
	mov f65 = f0
	;;
	.body
	adds r14 = -1, in0		// K - 1
	mov f66 = f0
	mov f67 = f0
	;;
	mov ar.lc = r14
	adds in4 = 8 * 8, in1
	;;
.L30:
	ldfpd f32, f33 = [in1], 2 * 8	// A pair
	ldfpd f34, f35 = [in2], 2 * 8	// B pair
	lfetch.nt1 [in4], 2 * 8
	;;
	fma.d f64 = f32, f34, f64
	fma.d f65 = f33, f34, f65
	;;
	fma.d f66 = f32, f35, f66
	fma.d f67 = f33, f35, f67
	br.cloop.sptk.few .L30
	;;
	ldfd f36 = [in3]
	adds r15 = 8, in3
	;;
	ldfd f37 = [r15]
	fma.d f36 = f8, f64, f36
	;;
	fma.d f37 = f8, f65, f37
	stfd [in3] = f36, 16
	;;
	stfd [r15] = f37
	mov ar.lc = r3
	mov ar.pfs = r2
	br.ret.sptk.many b0
	.endp dgemm_kernel_2x2
