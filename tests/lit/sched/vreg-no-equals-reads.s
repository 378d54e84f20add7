// An operand of a form without '=' is read, never written (fc, ptc.l, probe.fault,
// chk.s): the temporary it names stays live up to it, so no other temporary may
// take its register in between. The generated form table once flagged such
// operands as outputs, and `x` and `y` shared r14 (fc flushed y's line).
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: sed 's/r14-r15/r14-r14/' %s > %t1.s
// RUN: not %epicsched sched %t1.s -o %t1.out.s 2>&1 | FileCheck %s --check-prefix=FEW
// GAS-NOT: {{Warning|Error}}
// CHECK: add [[X:r1[45]]]=r32,r33
// CHECK: add [[Y:r1[45]]]=r34,r35
// CHECK-DAG: st8 [r36]=[[Y]]
// CHECK-DAG: fc [[X]]
// CHECK-DAG: ptc.l [[X]],r9
// FEW: error: '.vregpool' has 1 registers, too few for the temporaries live here (y)
	.text
	.vregpool r14-r15
	.vreg x, y
	.proc k
k:	add x=r32,r33
	;;
	add y=r34,r35
	;;
	st8 [r36]=y
	fc x
	;;
	ptc.l x,r9
	br.ret.sptk.many b0
	.endp k
