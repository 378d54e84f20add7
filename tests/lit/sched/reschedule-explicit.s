// --reschedule-explicit: explicit bundles become schedulable regions. Their
// nops, stops and templates are dropped and the instructions rescheduled
// with the same guarantees as auto code (verifier, GNU as -xexplicit with no
// message, translation validation); a region whose reschedule is not better
// than the bundles as written, or that relies on something the scheduler
// does not model, stays as written with the reason in --stats.
// RUN: %epicsched sched %s --reschedule-explicit -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --reschedule-explicit --solver=list --stats | FileCheck %s --check-prefix=STATS
// RUN: %epicsched sched %s --reschedule-explicit --json | FileCheck %s --check-prefix=JSON
// RUN: %epicsched validate %s --reschedule-explicit | FileCheck %s --check-prefix=VAL
// Without the flag nothing explicit changes.
// RUN: %epicsched sched %s -o %t.plain.s
// RUN: FileCheck %s --input-file=%t.plain.s --check-prefix=PLAIN

// STATS: packed: 8 instructions, 4 bundles
// STATS-NEXT: 1 explicit region(s) rescheduled: predicted 2 cycles, as written 6
// STATS-NEXT: packed#1 kept as written: the reschedule is not better (1 cycles in 1 bundles; as written 1 in 1)
// STATS: spill: 4 instructions, 2 bundles
// STATS-NEXT: 1 explicit region(s) rescheduled: predicted 2 cycles, as written 4
// STATS: tight#3 kept as written: the reschedule is not better (1 cycles in 1 bundles; as written 1 in 1)
// STATS: relied#5 kept as written: the bundles as written fail the dependency check ({{.*}}WAW{{.*}}r10=-1{{.*}})
// STATS: loose#6 kept as written: explicit-mode instructions outside a bundle
// GAS-NOT: {{Warning|Error}}

// Side exit kept in place, both loads and the compare in one group.
// CHECK-LABEL: packed:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: ld8 r14=[r32]
// CHECK-NEXT: ld8 r15=[r33]
// CHECK-NEXT: cmp.eq p6,p0=r34,r0
// CHECK: (p6) br.cond.dpnt.few packed_out ;;
// CHECK: add r8=r14,r15
// CHECK: br.ret.sptk.many b0 ;;
// CHECK: packed_out:
// CHECK-NEXT: { .mib
// CHECK-NEXT: mov r8=r0

// .mem.offset names the next instruction (the spill for GNU as's UNAT
// check): the spill stays first and the directive moves into the bundle,
// right before it.
// CHECK-LABEL: spill:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: .mem.offset 0,0
// CHECK-NEXT: st8.spill [r2]=r4,16
// CHECK-NEXT: ld8 r9=[r10]

// Kept as written: the same text as the input.
// CHECK-LABEL: relied:
// CHECK: .pred.rel "mutex", p6, p7
// CHECK-NEXT: { .mii
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: (p6) mov r10=-1
// CHECK-NEXT: (p7) mov r10=r0 ;;

// PLAIN-LABEL: packed:
// PLAIN-NEXT: { .mmi
// PLAIN-NEXT: ld8 r14=[r32]
// PLAIN-NEXT: nop.m 0

// JSON: "explicit_cycles": 2,
// JSON-NEXT: "explicit_kept": [
// JSON-NEXT: "packed#1 kept as written: the reschedule is not better
// JSON: "explicit_rescheduled": 1,
// JSON-NEXT: "explicit_written_cycles": 6,
// JSON: "name": "packed",

// VAL: 7 regions: 7 passed, 0 failed, 0 skipped

	.text
	.explicit
	.global packed
	.proc packed
packed:
	{ .mmi
	  ld8 r14=[r32]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  ld8 r15=[r33]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mii
	  nop.m 0
	  cmp.eq p6,p0=r34,r0
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	(p6) br.cond.dpnt.few packed_out ;;
	}
	{ .mmi
	  add r8=r14,r15
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
packed_out:
	{ .mib
	  mov r8=r0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp packed

	.global spill
	.proc spill
spill:
	.mem.offset 0,0
	{ .mmi
	  st8.spill [r2]=r4,16
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  ld8 r9=[r10]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  add r11=r9,r1
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp spill

	.global tight
	.proc tight
tight:
	{ .mib
	  add r8=r32,r33
	  add r9=r34,r35
	  br.ret.sptk.many b0 ;;
	}
	.endp tight

	.global relied
	.proc relied
relied:
	{ .mii
	  cmp.eq p6,p7=r32,r0
	  nop.i 0
	  nop.i 0 ;;
	}
	.pred.rel "mutex", p6, p7
	{ .mii
	  nop.m 0
	(p6) mov r10=-1
	(p7) mov r10=r0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp relied

	.global loose
	.proc loose
loose:
	add r8=r32,r33
	add r9=r34,r35 ;;
	br.ret.sptk.many b0 ;;
	.endp loose

