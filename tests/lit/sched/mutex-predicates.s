// Writes under the two predicates of one compare (a normal compare without a
// qualifying predicate, or an unc one) never both execute: no dependence
// relates them, and GNU as lets them share a group. linux/ivt.s SAVE_MIN's
// `cmp.ge p6,p7=33,r17 ;; (p6) mov r17=784 ; (p7) mov r17=776` had a stop
// between the two moves (page_fault#83, __interrupt#89: now as fast as the
// hand). A predicated normal compare may leave its targets as they were (not
// mutex), and rotating predicates name other registers after clrrrb or a
// loop branch: the dependence graph keeps the stop for them (h), but where
// the verifier (GNU as's rules: no clrrrb or loop branch since the tbit)
// accepts the joined group and it issues faster, the stop goes
// (SplitStops.h); after a clrrrb it stays (h2).
// Before: f predicted 4 cycles, the two moves in two groups as in g and h.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// GAS-NOT: {{Warning|Error}}
// STATS: f: 5 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, 3 groups, predicted 3 cycles
// STATS: g: 5 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, 4 groups, predicted 4 cycles
// VALID: 4 regions: 4 passed, 0 failed
// CHECK-LABEL: f:
// CHECK: (p6) mov r17=784{{$}}
// CHECK-NEXT: (p7) mov r17=776 ;;
// CHECK-LABEL: g:
// CHECK: (p6) mov r17=784
// CHECK-NEXT: nop.i 0 ;;
// VALID: cycles over 4 timed paths (fall-through and taken exits): source 36, scheduled 36; scheduled slower on 1; prediction differs on 0 of 4 predicted paths
// CHECK-LABEL: h:
// CHECK: (p16) add r17=r18,r19{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: { .mmb
// CHECK-NEXT: (p17) sub r17=r18,r19
// CHECK-LABEL: h2:
// CHECK: (p16) add r17=r18,r19
// CHECK: nop.i 0 ;;
// CHECK: (p17) sub r17=r18,r19
	.text
	.global f
	.proc f
f:
	cmp.ge p6,p7=33,r17
	;;
	(p6) mov r17=784
	(p7) mov r17=776
	;;
	add r8=r17,r16
	br.ret.sptk.many b0
	.endp f

	.global g
	.proc g
g:
	(p5) cmp.ge p6,p7=33,r17
	;;
	(p6) mov r17=784
	(p7) mov r17=776
	;;
	add r8=r17,r16
	br.ret.sptk.many b0
	.endp g

	.global h
	.proc h
h:
	tbit.z p16,p17=r18,3
	;;
	(p16) add r17=r18,r19
	(p17) sub r17=r18,r19
	br.ret.sptk.many b0
	.endp h

	.global h2
	.proc h2
h2:
	tbit.z p16,p17=r18,3
	;;
	clrrrb
	;;
	(p16) add r17=r18,r19
	(p17) sub r17=r18,r19
	br.ret.sptk.many b0
	.endp h2
