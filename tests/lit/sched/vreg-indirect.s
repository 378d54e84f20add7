// A .vreg may index an indirect register file (rr[t], pkr[t], ...): it is a
// general register the scheduler has yet to choose, renamed like any other.
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// CHECK: movl [[R:r1[45]]]=4611686018427387904
// CHECK: mov {{r1[45]}}=rr[[[R]]]
// CHECK: mov rr[[[R]]]=r32
	.text
	.vregpool r14-r15
	.vreg t, old
	.proc k
k:	movl t = 0x4000000000000000
	mov old = rr[t]
	mov rr[t] = r32
	srlz.d
	st8 [r33] = old
	br.ret.sptk.many b0
	.endp k
