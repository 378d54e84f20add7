// Unwind directives between instructions (`.body`, `.restore sp`, `.save`
// inside GCC's explicit bundles) no longer end a region or keep a bundle as
// written: each stays right before the instruction after it, and that
// instruction is a barrier (everything before it in the source issues
// before it, everything after it after it, in the same group if the
// dependences allow). The unwind records then name the same instructions
// and each region (prologue, body) covers the same instructions; only the
// slots move (bench/postpass/unwind_check.py compares the `readelf -u`
// tables by what the slots hold). Before: f was three regions (4 groups),
// and g's first bundle was kept as written ("directive .save inside a
// bundle").
// RUN: %epicsched sched %s --reschedule-explicit --solver=list -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -x %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %python %src/bench/postpass/unwind_check.py %s %t.s | FileCheck %s --check-prefix=UNWIND
// RUN: %epicsched validate %s --reschedule-explicit --solver=list | FileCheck %s --check-prefix=VAL
// REQUIRES: ia64-as

// STATS: f#: 8 instructions, 3 bundles, 1 nops, 3 groups, predicted 3 cycles
// g's bare templates without `.explicit` are hints to GNU as (its default
// automatic mode): g is automatic-mode code (scheduler/BraceModes.h).
// STATS: g#: 8 instructions, 3 bundles, 1 nops, 3 groups, predicted 3 cycles
// STATS-NOT: kept as written
// GAS-NOT: {{Warning|Error}}
// UNWIND: 2 functions with unwind info, 0 differ in meaning
// VAL: 2 regions: 2 passed, 0 failed

// CHECK-LABEL: f:
// CHECK: .vframe r2
// CHECK-NEXT: mov r2=r12
// CHECK: adds r12=-16,r12
// CHECK: .body
// CHECK-NEXT: adds r14=-8,r2
// CHECK: .restore sp
// CHECK-NEXT: mov r12=r2
// CHECK-LABEL: g:
// CHECK: .save ar.lc, r2
// CHECK-NEXT: mov r2=ar.lc
// CHECK-NEXT: .body
// CHECK-NEXT: zxt2 r32=r32
// CHECK: ld8 r14=[r33]

	.text
	.align 16
	.global f#
	.proc f#
f:
	.prologue 2, 2
	.vframe r2
	mov r2 = r12
	adds r12 = -16, r12
	.body
	;;
	adds r14 = -8, r2
	ld8 r15 = [r32]
	;;
	st8 [r14] = r15
	add r8 = r33, r34
	.restore sp
	mov r12 = r2
	br.ret.sptk.many b0
	;;
	.endp f#
	.align 16
	.global g#
	.proc g#
g:
	.prologue
	.mii
	mov r8 = r0
	.save ar.lc, r2
	mov r2 = ar.lc
	.body
	zxt2 r32 = r32
	;;
	.mmi
	nop 0
	nop 0
	mov ar.lc = 15
	;;
	.mmi
	ld8 r14 = [r33]
	nop 0
	nop 0
	;;
	.mib
	add r8 = r14, r8
	mov ar.lc = r2
	br.ret.sptk.many b0
	;;
	.endp g#
