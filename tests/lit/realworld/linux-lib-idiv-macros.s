# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
// Linux arch/ia64/lib/idiv32.S and idiv64.S: the kernel's Makefile assembles each source four
// times with -DMODULO / -DUNSIGNED; written here as one file with GNU as macros instead.
	.ifndef MODULO_DEFAULT
	.set MODULO_DEFAULT, 0
	.endif
	.equ	FPSR_S1, 1

	.macro	GLOBAL_ENTRY name
	.global \name
	.align 32
	.proc \name
\name:
	.endm

	.macro	END name
	.endp \name
	.endm

	.macro	INT_TO_FP sgn, a, b
	.ifc	\sgn,u
	fcvt.xuf.s1 \a=\b
	.else
	fcvt.xf \a=\b
	.endif
	.endm

	.macro	FP_TO_INT sgn, a:req, b
	.ifc	\sgn,u
	fcvt.fxu.trunc.s1 \a=\b
	.else
	fcvt.fx.trunc.s1 \a=\b
	.endif
	.endm

	.macro	EXTEND sgn, regs:vararg
	.irp	r, \regs
	.ifc	\sgn,u
	zxt4 \r = \r
	.else
	sxt4 \r = \r
	.endif
	.endr
	.endm

	// idiv64.S
	.macro	IDIV64 op, sgn=, modulo=MODULO_DEFAULT
	GLOBAL_ENTRY __\sgn\op\()di3
	.regstk 2,0,0,0
	setf.sig f8 = in0
	setf.sig f9 = in1
	;;
	INT_TO_FP \sgn, f8, f8
	INT_TO_FP \sgn, f9, f9
	;;
	frcpa.s1 f11, p6 = f8, f9
	;;
(p6)	fmpy.s1 f7 = f8, f11
(p6)	fnma.s1 f6 = f9, f11, f1
	;;
(p6)	fma.s1 f10 = f7, f6, f7
(p6)	fmpy.s1 f7 = f6, f6
	;;
	.if	\modulo
	sub in1 = r0, in1
	.endif
(p6)	fma.s1 f10 = f10, f7, f10
(p6)	fma.s1 f6 = f11, f6, f11
	;;
(p6)	fma.s1 f6 = f6, f7, f6
(p6)	fnma.s1 f7 = f9, f10, f8
	;;
	.if	\modulo
	setf.sig f8 = in0
	setf.sig f9 = in1
	.endif
(p6)	fma.s1 f11 = f7, f6, f10
	;;
	FP_TO_INT \sgn, f11, f11
	;;
	.if	\modulo
	xma.l f11 = f11, f9, f8
	;;
	.endif
	getf.sig r8 = f11
	br.ret.sptk.many rp
	END __\sgn\op\()di3
	.endm

	// idiv32.S
	.macro	IDIV32 op, sgn=, modulo=0
	GLOBAL_ENTRY __\sgn\op\()si3
	.regstk 2,0,0,0
	mov r2 = 0xffdd
	EXTEND \sgn, in0, in1
	;;
	.if	\modulo
	sub r33 = r0, r33
	;;
	setf.sig f13 = r32
	setf.sig f12 = r33
	.endif
	setf.exp f11 = r2
	setf.sig f8 = in0
	setf.sig f9 = in1
	;;
	INT_TO_FP \sgn, f8, f8
	INT_TO_FP \sgn, f9, f9
	;;
	frcpa.s1 f10, p6 = f8, f9
	;;
(p6)	fmpy.s1 f8 = f8, f10
(p6)	fnma.s1 f9 = f9, f10, f1
	;;
(p6)	fma.s1 f8 = f9, f8, f8
(p6)	fma.s1 f9 = f9, f9, f11
	;;
(p6)	fma.s1 f10 = f9, f8, f8
	;;
	FP_TO_INT \sgn, f10, f10
	;;
	.if	\modulo
	xma.l f10 = f10, f12, f13
	;;
	.endif
	getf.sig r8 = f10
	br.ret.sptk.many rp
	END __\sgn\op\()si3
	.endm

	.text
	.irp	sgn,,u
	IDIV64 div, \sgn
	IDIV64 mod, \sgn, 1
	.endr
	IDIV32 div
	IDIV32 div, u
	IDIV32 mod, modulo=1
	IDIV32 mod, u, 1

	// a local retry label per expansion, as the kernel's cmpxchg helpers do
	.macro	ATOMIC_OP name, insn, size=4
	GLOBAL_ENTRY \name
	.prologue
	.body
	mov r9 = 0
.Lretry\@:
	ld\size r16 = [r32]
	;;
	mov ar.ccv = r16
	\insn r17 = r16, r33
	;;
	cmpxchg\size\().acq r8 = [r32], r17, ar.ccv
	;;
	cmp.ne p6, p0 = r8, r16
(p6)	br.cond.spnt.few .Lretry\@
	br.ret.sptk.many rp
	END \name
	.endm

	ATOMIC_OP ia64_atomic_add4, add
	ATOMIC_OP ia64_atomic_sub8, sub, 8
	ATOMIC_OP ia64_atomic_or4, or
	ATOMIC_OP ia64_atomic_andcm8, andcm, size=8

	.rept	2
	nop.m 0
	.endr
	.irpc	n, 0123
	.global __ia64_nop\n
	.set	__ia64_nop\n, . - 16 * \n
	.endr
