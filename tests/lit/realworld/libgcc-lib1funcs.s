# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libgcc config/ia64 style: integer division through frcpa and Newton-Raphson steps (.regstk, in/ret0
# register names, predicated break on a zero divisor), a GCC-compiled function with two epilogues
# (.label_state/.copy_state, .fframe, .restore sp), and crti/crtn's _init/_fini prologue and epilogue
# split over two files' worth of .section .init/.fini fragments.
	.text
	.align 16
	.global __udivdi3
	.proc __udivdi3
__udivdi3:
	.regstk 2,0,0,0
	setf.sig f8 = in0
	setf.sig f9 = in1
	cmp.eq p7,p0 = 0, in1
	;;
	fcvt.xuf.s1 f8 = f8
	fcvt.xuf.s1 f9 = f9
(p7)	break 1
	;;
	frcpa.s1 f10, p6 = f8, f9
	;;
(p6)	fmpy.s1 f12 = f8, f10
(p6)	fnma.s1 f11 = f9, f10, f1
	;;
(p6)	fma.s1 f12 = f11, f12, f12
(p6)	fmpy.s1 f13 = f11, f11
	;;
(p6)	fma.s1 f10 = f11, f10, f10
(p6)	fma.s1 f11 = f13, f12, f12
	;;
(p6)	fma.s1 f10 = f13, f10, f10
(p6)	fnma.s1 f12 = f9, f11, f8
	;;
(p6)	fma.s1 f10 = f12, f10, f11
	;;
	fcvt.fxu.trunc.s1 f10 = f10
	;;
	getf.sig ret0 = f10
	br.ret.sptk rp
	;;
	.endp __udivdi3

	.align 16
	.global __modsi3
	.proc __modsi3
__modsi3:
	.regstk 2,0,0,0
	mov r2 = 0x0ffdd
	sxt4 in0 = in0
	sxt4 in1 = in1
	;;
	setf.sig f13 = r32
	setf.sig f9 = r33
	cmp.eq p7,p0 = 0, in1
	;;
	sub in1 = r0, in1
	fcvt.xf f8 = f13
	fcvt.xf f9 = f9
	;;
	setf.exp f11 = r2
	frcpa.s1 f10, p6 = f8, f9
(p7)	break 1
	;;
(p6)	fmpy.s1 f12 = f8, f10
(p6)	fnma.s1 f10 = f9, f10, f1
	;;
	setf.sig f9 = in1
(p6)	fma.s1 f12 = f10, f12, f12
(p6)	fma.s1 f10 = f10, f10, f11
	;;
(p6)	fma.s1 f10 = f10, f12, f12
	;;
	fcvt.fx.trunc.s1 f10 = f10
	;;
	xma.l f10 = f10, f9, f13
	;;
	getf.sig ret0 = f10
	br.ret.sptk rp
	;;
	.endp __modsi3

// A function GCC compiled with two exits: the first epilogue's unwind state is labelled and
// copied back for the code after it.
	.align 16
	.global __gcov_flush_one#
	.proc __gcov_flush_one#
__gcov_flush_one:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 1, 3, 1, 0
	.fframe 16
	adds r12 = -16, r12
	mov r35 = r1
	.save rp, r33
	mov r33 = b0
	.body
	;;
	cmp.eq p6, p7 = 0, r32
	(p6) br.cond.dpnt .L2
	;;
	.label_state 1
	mov r36 = r32
	br.call.sptk.many b0 = __gcov_merge#
	;;
	mov r1 = r35
	mov ar.pfs = r34
	mov b0 = r33
	.restore sp
	adds r12 = 16, r12
	br.ret.sptk.many b0
	;;
.L2:
	.body
	.copy_state 1
	addl r14 = @ltoff(__gcov_list#), r1
	;;
	ld8 r14 = [r14]
	;;
	st8 [r14] = r0
	mov ar.pfs = r34
	mov b0 = r33
	.restore sp
	adds r12 = 16, r12
	br.ret.sptk.many b0
	.endp __gcov_flush_one#

// crti.S: the start of _init and _fini.
	.section .init,"ax","progbits"
	.align 16
	.global _init
_init:
	.prologue 14, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 0, 4, 0, 0
	.vframe r35
	mov r35 = r12
	.save rp, r33
	mov r33 = b0
	.body
	adds r12 = -16, r12
	;;
	st8 [r12] = gp

	.section .fini,"ax","progbits"
	.align 16
	.global _fini
_fini:
	.prologue 14, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 0, 4, 0, 0
	.vframe r35
	mov r35 = r12
	.save rp, r33
	mov r33 = b0
	.body
	adds r12 = -16, r12
	;;
	st8 [r12] = gp

// crtn.S: their common end, after every object's .init/.fini fragment.
	.section .init,"ax","progbits"
	.regstk 0,2,0,0
	mov r12 = r35
	ld8 gp = [r12]
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0

	.section .fini,"ax","progbits"
	.regstk 0,2,0,0
	mov r12 = r35
	ld8 gp = [r12]
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.section .note.GNU-stack,"",@progbits
