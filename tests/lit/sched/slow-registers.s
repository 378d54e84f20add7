// Slow registers (paper S2; model `slow_registers`): two reads of ar.itc
// are at least 6 cycles apart, so the scheduler keeps their order and puts
// independent work between them instead of letting the second wait.
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// The schedule's own count agrees with the engine's prediction, which
// charges the wait (without the rule: schedule 4, predicted 9).
// RUN: %epicsched sched %s -o %t2.s --stats 2>&1 | FileCheck %s --check-prefix=STATS
// STATS: predicted [[N:[0-9]+]] cycles ({{[0-9]+}} bubbles); schedule [[N]] cycles
// GAS-NOT: {{Warning|Error}}

	.text
	.global f
	.proc f
f:
	mov r8=ar.itc
	mov r9=ar.itc
	add r10=r32,r33
	add r11=r10,r34
	add r12=r11,r35
	add r13=r12,r36
	br.ret.sptk.many b0
	.endp f
// CHECK: mov r8=ar.itc
// CHECK: add r13=r12,r36
// CHECK: mov r9=ar.itc
