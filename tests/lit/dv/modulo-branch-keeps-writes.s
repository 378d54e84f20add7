// Modulo-scheduled branches (br.wtop, br.wexit; the counted ones cannot be predicated) fall through with their predicate true
// (EC ran out): nothing is forgotten after them (GNU as's
// is_conditional_branch). We forgot the load's write of r3 after
// `(p12) br.wtop`: no warning, and auto mode put the add beside it.
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s
// RUN: %ia64-as -xexplicit %s -o %t.o 2>&1 | FileCheck %s --check-prefix=GAS
// CHECK: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf)
// GAS: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf)
	.explicit
{ .mmb
	(p12) ld8 r3=[r16]
	nop.m 0
	(p12) br.wtop.sptk L
}
{ .mmi
	add r41=r3,r40
	nop.m 0
	nop.i 0 ;;
}
L:
{ .mmi
	nop.m 0
	nop.m 0
	nop.i 0 ;;
}
