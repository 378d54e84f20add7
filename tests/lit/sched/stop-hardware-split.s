// A stop the bundler puts between two groups goes where the joined group,
// which the hardware splits, issues in fewer cycles (SplitStops.h). HP's
// __kernel_sigtramp (linux/gate.s) writes `cmp.ne ; mov.m r9=ar.bsp ;
// (p1) br.cond` as one group: mov =ar.bsp splits issue after it, so the
// branch issues a cycle later, 3 cycles in all. The schedule (3 cycles in
// the solver's model) was bundled `cmp.ne ;; mov.m ; nop.i ;;` then the
// branch: predicted 4 for the region, simulated 10 against the hand's 9
// (with the spnt branch's misprediction in both).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s --json | FileCheck %s --check-prefix=VALID
// GAS-NOT: {{Warning|Error}}
// STATS: f: 8 instructions, 4 bundles, 4 nops, 4 groups, predicted 4 cycles
// STATS-NEXT: 1 other stop(s) left out
// CHECK-LABEL: f:
// CHECK: cover ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mmi
// CHECK-NEXT: cmp.ne p1,p0=r15,r0{{$}}
// CHECK-NEXT: mov.m r9=ar.bsp{{$}}
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mbb
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: (p1) br.cond.spnt g
// The taken path (p1 true): the hand's 9 simulated cycles, as predicted
// (the issue engine's 3, then the spnt branch's misprediction, 6).
// VALID: "exit": "branch 1 to __epv_b1+0"
// VALID-NEXT: "mispredicts": 1,
// VALID-NEXT: "predicted_cycles": 9,
// VALID-NEXT: "prediction_differs": false,
// VALID-NEXT: "scheduled_cycles": 9,
// VALID-NEXT: "seed"
// VALID-NEXT: "source_cycles": 9,
// VALID: "region": "f#0"

	.text
	.global f
	.proc f
f:
	ld8 r17=[r2],-24
	ld8 r15=[r3]
	cover
	;;
	cmp.ne p1,p0=r15,r0
	mov.m r9=ar.bsp
(p1)	br.cond.spnt g
	;;
	br.ret.sptk.many b0
g:	br.ret.sptk.many b0
	.endp f
