// --reschedule-explicit on bare template directives (`.mmi` before three
// slots, explicit mode) and on MLX bundles: the written layout is measured
// with its real templates (MLX holds two instructions; its L+X slot takes the
// stop), the reschedule packs the loads and the movl pair. (`validate` is
// not run: our assembler does not take bare template bundles yet.)
// RUN: %epicsched sched %s --reschedule-explicit -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %s -o %t.src.o
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS

// STATS: bare: 4 instructions, 2 bundles
// STATS-NEXT: 1 explicit region(s) rescheduled: predicted 2 cycles, as written 4
// STATS: mlx: 4 instructions, 3 bundles
// STATS-NEXT: 1 explicit region(s) rescheduled: predicted 2 cycles, as written 3
// GAS-NOT: {{Warning|Error}}

// CHECK-LABEL: bare:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: ld8 r14=[r32]
// CHECK-NEXT: ld8 r15=[r33]
// CHECK-LABEL: mlx:
// CHECK-NEXT: { .mlx
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: movl r14=4886718345
// CHECK-NEXT: }
// CHECK-NEXT: { .mlx
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: movl r15=40926266145 ;;

	.text
	.explicit
	.global bare
	.proc bare
bare:
	.mmi
	ld8 r14=[r32]
	nop.m 0
	nop.i 0 ;;
	.mmi
	ld8 r15=[r33]
	nop.m 0
	nop.i 0 ;;
	.mmi
	add r8=r14,r15
	nop.m 0
	nop.i 0 ;;
	.mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	.endp bare

	.global mlx
	.proc mlx
mlx:
	{ .mlx
	  nop.m 0
	  movl r14=0x123456789 ;;
	}
	{ .mlx
	  nop.m 0
	  movl r15=0x987654321 ;;
	}
	{ .mib
	  add r8=r14,r15
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp mlx
