// .vreg temporaries get registers from .vregpool; temporaries live at the
// same time get different ones, and reuse is put off (least recently used).
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// CHECK: // .vregpool r14-r17
// CHECK-DAG: ld8 r14=[r32]
// CHECK-DAG: ld8 r15=[r33]
// CHECK-DAG: add r16=r14,r15
// CHECK-DAG: adds r17=1,r16
	.text
	.vregpool r14-r17
	.vreg x, y, s, t
	.proc k
k:	ld8 x=[r32]
	ld8 y=[r33]
	;;
	add s=x,y
	;;
	adds t=1,s
	;;
	st8 [r34]=t
	br.ret.sptk.many b0
	.endp k
