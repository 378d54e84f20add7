// 64-bit unsigned division the IA-64 way (no integer divide): operands
// moved to FP registers (setf.sig), fcvt.xuf, a frcpa reciprocal guess
// refined with predicated fma/fnma steps, truncation and getf.sig.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.global udiv64
	.proc udiv64
udiv64:
	.regstk 2, 0, 0, 0
	setf.sig f8 = in0
	setf.sig f9 = in1 ;;
	fcvt.xuf.s1 f8 = f8
	fcvt.xuf.s1 f9 = f9 ;;
	frcpa.s1 f10, p6 = f8, f9 ;;
(p6)	fnma.s1 f11 = f9, f10, f1
(p6)	fma.s1 f12 = f8, f10, f0 ;;
(p6)	fma.s1 f13 = f11, f11, f0
(p6)	fma.s1 f12 = f11, f12, f12 ;;
(p6)	fma.s1 f10 = f11, f10, f10
(p6)	fma.s1 f12 = f13, f12, f12 ;;
(p6)	fnma.s1 f14 = f9, f12, f8 ;;
(p6)	fma.s1 f10 = f14, f10, f12 ;;
	fcvt.fxu.trunc.s1 f10 = f10 ;;
	getf.sig r8 = f10
	br.ret.sptk.many rp
	.endp udiv64
// CHECK: inst setf.sig FR:f8 = GR:r32
// CHECK: inst fcvt.xuf.s1 FR:f8 = FR:f8
// CHECK: inst frcpa.s1 FR:f10, PR:p6 = FR:f8, FR:f9
// CHECK: inst (p6) fnma.s1 FR:f11 = FR:f9, FR:f10, FR:f1
// CHECK: inst fcvt.fxu.trunc.s1 FR:f10 = FR:f10
// CHECK: inst getf.sig GR:r8 = FR:f10
