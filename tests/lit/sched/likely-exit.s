// `.likely LABEL` / `.unlikely LABEL` and branch hints choose the path the
// schedule optimises. Four loads compete for the load ports before a side
// exit whose condition needs only one of them. For the fall-through path
// (today's objective) the FP loads, whose consumers are longest, go first and
// the exit waits a cycle (taken path 3 cycles, fall-through 11). Marked
// likely, the exit's load goes first: the taken path takes 2 cycles (proven:
// its bound is 2) and the fall-through path pays one cycle (12).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list --stats | FileCheck %s --check-prefix=STATS
// RUN: %epicsched sched %s --solver=list -o %t.list.s
// RUN: FileCheck %s --input-file=%t.list.s
// RUN: %epicsched sched %s --json | FileCheck %s --check-prefix=JSON
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL
// RUN: %epicsched validate %s --solver=list | FileCheck %s --check-prefix=VAL

// STATS: hot: 12 instructions, {{.*}} predicted 12 cycles {{.*}}; objective: taken hot_exit (.likely), 2 cycles, bound 2
// STATS: cold: 12 instructions, {{.*}} predicted 11 cycles
// STATS-NOT: objective
// STATS: hinted: 12 instructions, {{.*}} predicted 12 cycles {{.*}}; objective: taken hint_exit (.sptk hint), 2 cycles, bound 2
// STATS: plain: 12 instructions, {{.*}} predicted 11 cycles
// STATS-NOT: objective
// GAS-NOT: {{Warning|Error}}

// The exit's load shares the first group with two FP loads; the exit
// issues in the second cycle.
// CHECK-LABEL: hot:
// CHECK: ld8 r20=[r32]
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mmb
// CHECK-NEXT: ldfd f10=[r37]
// CHECK-NEXT: cmp.eq p6,p0=r20,r0
// CHECK-NEXT: (p6) br.cond.dpnt.few hot_exit ;;

// `.unlikely` wins over the .sptk hint: the FP loads go first, the exit's
// load waits for the second cycle, the exit for the third.
// CHECK-LABEL: cold:
// CHECK: ldfd f10=[r37]
// CHECK: ld8 r20=[r32]
// CHECK: ;;
// CHECK: cmp.eq p6,p0=r20,r0
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: (p6) br.cond.sptk.few cold_exit ;;

// CHECK-LABEL: hinted:
// CHECK: ld8 r20=[r32]
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mmb
// CHECK-NEXT: ldfd f10=[r37]
// CHECK-NEXT: cmp.eq p6,p0=r20,r0
// CHECK-NEXT: (p6) br.cond.sptk.few hint_exit ;;

// CHECK-LABEL: plain:
// CHECK: ldfd f10=[r37]
// CHECK: ld8 r20=[r32]
// CHECK: ;;
// CHECK: cmp.eq p6,p0=r20,r0
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: (p6) br.cond.dpnt.few hint_exit ;;

// JSON: "name": "hot",
// JSON: "objective": "taken hot_exit (.likely)",
// JSON: "taken_cycles": 2,
// JSON-NEXT: "taken_lower_bound": 2
// JSON: "name": "cold",
// JSON: "objective": "fall-through",
// JSON-NOT: taken_cycles
// JSON: "name": "hinted",

// VAL: 7 regions: 7 passed, 0 failed, 0 skipped

	.text
	.global hot
	.proc hot
hot:
	.likely hot_exit
	ldfd f6=[r33]
	ldfd f7=[r34]
	ldfd f9=[r36]
	ldfd f10=[r37]
	ld8 r20=[r32]
	cmp.eq p6,p0=r20,r0
(p6)	br.cond.dpnt.few hot_exit
	fma.d f8=f6,f7,f1
	fma.d f11=f9,f10,f1
	stfd [r35]=f8
	stfd [r38]=f11
	br.ret.sptk.many b0
	.endp hot

	.global cold
	.proc cold
cold:
	.unlikely cold_exit
	ldfd f6=[r33]
	ldfd f7=[r34]
	ldfd f9=[r36]
	ldfd f10=[r37]
	ld8 r20=[r32]
	cmp.eq p6,p0=r20,r0
(p6)	br.cond.sptk.few cold_exit
	fma.d f8=f6,f7,f1
	fma.d f11=f9,f10,f1
	stfd [r35]=f8
	stfd [r38]=f11
	br.ret.sptk.many b0
	.endp cold

	.global hinted
	.proc hinted
hinted:
	ldfd f6=[r33]
	ldfd f7=[r34]
	ldfd f9=[r36]
	ldfd f10=[r37]
	ld8 r20=[r32]
	cmp.eq p6,p0=r20,r0
(p6)	br.cond.sptk.few hint_exit
	fma.d f8=f6,f7,f1
	fma.d f11=f9,f10,f1
	stfd [r35]=f8
	stfd [r38]=f11
	br.ret.sptk.many b0
	.endp hinted

	.global plain
	.proc plain
plain:
	ldfd f6=[r33]
	ldfd f7=[r34]
	ldfd f9=[r36]
	ldfd f10=[r37]
	ld8 r20=[r32]
	cmp.eq p6,p0=r20,r0
(p6)	br.cond.dpnt.few hint_exit
	fma.d f8=f6,f7,f1
	fma.d f11=f9,f10,f1
	stfd [r35]=f8
	stfd [r38]=f11
	br.ret.sptk.many b0
	.endp plain

	.proc hot_exit
hot_exit:
	mov r8=-1
	br.ret.sptk.many b0
	.endp hot_exit
	.proc cold_exit
cold_exit:
	mov r8=-2
	br.ret.sptk.many b0
	.endp cold_exit
	.proc hint_exit
hint_exit:
	mov r8=-3
	br.ret.sptk.many b0
	.endp hint_exit
