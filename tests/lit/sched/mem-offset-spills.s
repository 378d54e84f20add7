// `.mem.offset` tells which ar.unat bit a spill or fill uses (GNU as takes
// (offset >> 3) & 63 and trusts it): two st8.spill of different bits may
// share a group. Linux's SAVE_MIN/SAVE_REST write pairs of spills this way
// through two base registers. Before: every `.mem.offset` ended a region,
// one spill per group (here: 9 groups, predicted 9 cycles; now 6).
// The directive stays right before its spill, inside the bundle, so GNU
// as -xexplicit checks the same pairs silently. A spill of the same bit,
// and one without the directive, still gets its own group.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s --states=5 | FileCheck %s --check-prefix=VALIDATE
// GAS-NOT: {{Warning|Error}}
// STATS: spills: 9 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, 6 groups, predicted 6 cycles
// STATS: samebit: 5 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, 3 groups, predicted 3 cycles
// CHECK-LABEL: spills:
// CHECK: .mem.offset 0,0
// CHECK-NEXT: st8.spill [r2]=r16,16
// CHECK: .mem.offset 8,0
// CHECK-NEXT: st8.spill [r3]=r17,16{{$}}
// CHECK-NEXT: .mem.offset 0,0
// CHECK-NEXT: st8.spill [r2]=r18,16
// CHECK: .mem.offset 8,0
// CHECK-NEXT: st8.spill [r3]=r19,16{{$}}
// CHECK-NEXT: .mem.offset 0,0
// CHECK-NEXT: st8.spill [r2]=r20,16
// CHECK: .mem.offset 8,0
// CHECK-NEXT: st8.spill [r3]=r21,16
// CHECK-LABEL: samebit:
// CHECK: .mem.offset 0,0
// CHECK-NEXT: st8.spill [r2]=r16
// CHECK-NEXT: nop.i 0 ;;
// CHECK: .mem.offset 512,0
// CHECK-NEXT: st8.spill [r3]=r17
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: nop.i 0 ;;
// CHECK: st8.spill [r3]=r18
// VALIDATE: 0 failed
	.text
	.global spills
	.proc spills
spills:
	adds r3=8,r2
	;;
	.mem.offset 0,0; st8.spill [r2]=r16,16; .mem.offset 8,0; st8.spill [r3]=r17,16; ;;
	.mem.offset 0,0; st8.spill [r2]=r18,16; .mem.offset 8,0; st8.spill [r3]=r19,16; ;;
	.mem.offset 0,0; st8.spill [r2]=r20,16; .mem.offset 8,0; st8.spill [r3]=r21,16; ;;
	mov r8=ar.unat
	br.ret.sptk.many b0
	.endp spills

	.global samebit
	.proc samebit
samebit:
	adds r3=512,r2
	.mem.offset 0,0
	st8.spill [r2]=r16
	.mem.offset 512,0
	st8.spill [r3]=r17
	st8.spill [r3]=r18
	br.ret.sptk.many b0
	.endp samebit
