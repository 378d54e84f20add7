// Unwind and dependency directives that name the next instruction (`.save`,
// `.spill`, `.restore`, `.fframe`, `.vframe`, `.mem.offset`) keep naming it:
// that instruction stays the region's first, and the directive moves into
// the bundle right before it, so GNU as records its slot (readelf -u:
// rp_when = 5, the slot of `mov r32=b0`, not of the nops before it; the
// scheduler used to put `mov r34=r1` first and print the directive before
// the bundle, so rp_when named another instruction). The `.body` inside the
// region stays with `ld8` (tests/lit/sched/unwind-barrier.s).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list -o %t.list.s
// RUN: FileCheck %s --input-file=%t.list.s
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL
// RUN: %python %src/bench/postpass/unwind_check.py %s %t.s | FileCheck %s --check-prefix=UNWIND

// STATS: main#: 9 instructions
// GAS-NOT: {{Warning|Error}}

// CHECK-LABEL: main:
// CHECK-NEXT: .prologue 12, 32
// CHECK-NEXT: { .m{{[mi]}}i
// CHECK-NEXT: .save ar.pfs, r33
// CHECK-NEXT: alloc r33=ar.pfs,0,4,1,0
// CHECK: .save rp, r32
// CHECK-NEXT: mov r32=b0
// CHECK: .body

// VAL: 0 failed
// UNWIND: 1 functions with unwind info, 0 differ in meaning

	.text
	.align 16
	.global main#
	.proc main#
main:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 4, 1, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	adds r35 = 16, r12
	.body
	ld8 r14 = [r35]
	adds r8 = 1, r14
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp main#
