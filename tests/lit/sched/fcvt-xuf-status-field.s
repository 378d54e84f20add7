// fcvt.xuf is GNU as's pseudo-op for fma.sf f1=f3,f1,f0: it reads its status
// field's controls (precision, rounding) like every fp-arith instruction. It
// was missing from that class, so nothing ordered it before a later fsetc:
// here the f4 WAW put fcvt.xuf in the second group and `sched` hoisted
// `fsetc 0,0` (precision: single) into the first, and fcvt.xuf rounded to
// single precision (found by `validate` on gas/opc-f.s). GNU as warns for the
// same-group RAW, and so does dvcheck now.
// RUN: %epicsched sched %s --solver=list -o %t.s
// RUN: FileCheck %s < %t.s
// CHECK: fcvt.xuf f4=f5
// CHECK: fsetc 0,0
// RUN: %epicsched validate %s --solver=list --quiet | FileCheck --check-prefix=VAL %s
// VAL: 0 failed
// RUN: %epicsched dvcheck %S/Inputs/fcvt-xuf-raw.s 2>&1 | FileCheck --check-prefix=DV %s
// DV: fcvt-xuf-raw.s:3: Warning: Use of 'fcvt.xuf' violates RAW dependency 'AR[FPSR].sf0.controls'
	.text
	.global f
	.proc f
f:
	fma.s1 f4 = f5, f6, f7
	fcvt.xuf f4 = f5
	fsetc 0, 0
	br.ret.sptk.many b0
	.endp f
