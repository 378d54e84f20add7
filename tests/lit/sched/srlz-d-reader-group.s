// Data serialization is done when srlz.d executes: its reader may share its
// instruction group (GNU as -xexplicit is silent; HP's own fsys path in
// linux/gate.s has `srlz.d` and `(p6) ld8` in one group), while a reader of an
// instruction serialization needs a group boundary after srlz.i. srlz.d
// splits issue, so the nop after it in its bundle issues in the next cycle;
// a stop after that nop cost the cycle again. The stop now goes where the
// verifier accepts the joined group and the issue engine predicts fewer
// cycles (linux/ivt.s dirty_bit, iaccess_bit: 18 -> 17 simulated, the hand's).
// Before: `srlz.d ; nop.i 0 ;;`, predicted 7 cycles for f.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// GAS-NOT: {{Warning|Error}}
// STATS: f: 6 instructions, 4 bundles, {{[0-9]+}} nops, {{[0-9]+}} groups, predicted 6 cycles
// STATS-NEXT: 1 stop(s) left out after a split issue
// STATS: h: 4 instructions
// STATS-NOT: stop(s) left out
// VALID: 2 regions: 2 passed, 0 failed

// CHECK-LABEL: f:
// CHECK: (p6) itc.d r25 ;;
// CHECK-NEXT: srlz.d
// CHECK-NEXT: nop.i 0{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: { .mmi
// CHECK-NEXT: ld8 r18=[r17] ;;
// epc after itc.i needs srlz.i and then a new group: the stop stays.
// CHECK-LABEL: h:
// CHECK: (p6) itc.i r25 ;;
// CHECK-NEXT: srlz.i
// CHECK-NEXT: nop.i 0 ;;
// CHECK: epc

	.text
	.global f
	.proc f
f:
	(p6) cmp.eq p6,p7=r26,r18
	;;
	(p6) itc.d r25
	;;
	ld8 r18=[r17]
	;;
	cmp.eq p6,p7=r18,r25
	;;
	(p7) ptc.l r16,r24
	br.ret.sptk.many b0
	.endp f

	.global h
	.proc h
h:
	(p6) itc.i r25
	;;
	epc
	add r8=r9,r10
	br.ret.sptk.many b0
	.endp h
