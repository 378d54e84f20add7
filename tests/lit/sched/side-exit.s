// Regions continue past a conditional branch or return (a side exit):
// what follows shares the branch's bundle and group (.mbb), as auto-mode
// bundling of the source does, instead of starting a new bundle and group
// after every region. The getpid epc fast path's shape (fsys.S): 3 bundles,
// 3 groups, 1 nop (4/4/4 when each region started a fresh bundle).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list --stats | FileCheck %s --check-prefix=STATS
// RUN: %epicsched validate %s --check-prediction | FileCheck %s --check-prefix=VAL
// RUN: %epicsched validate %s --solver=list | FileCheck %s --check-prefix=VAL

// STATS: getpid_like: 8 instructions, 3 bundles, 1 nops, 3 groups, predicted 3 cycles (0 bubbles); schedule 3 cycles
// STATS: loop_exit: 5 instructions, 2 bundles, {{[0-9]+}} nops, 2 groups, predicted 2 cycles
// STATS: call_ends: 3 instructions, 2 bundles
// GAS-NOT: {{Warning|Error}}

// CHECK-LABEL: getpid_like:
// CHECK: { .mmi
// CHECK: { .mmi
// CHECK-NEXT: ld8 r17=[r14]
// CHECK-NEXT: ld4 r8=[r15]
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mbb
// CHECK-NEXT: cmp.ne p6,p0=r0,r17
// CHECK-NEXT: (p6) br.cond.spnt.few slow
// CHECK-NEXT: br.ret.sptk.many b6 ;;
// CHECK-NEXT: }
// CHECK-NEXT: .endp getpid_like

// Nothing moves across the exit: the add after the branch stays after it,
// and a non-branch after a branch starts a new group (a real branch in
// MIB/MMB/MFB ends dispersal; MBB/BBB only come second in a pair).
// CHECK-LABEL: loop_exit:
// CHECK: (p7) br.cond.dpnt.few slow ;;
// CHECK: add r9=r8,r33
// CHECK: br.ret.sptk.many b0 ;;

// A call still ends its region: the callee returns to the next bundle.
// CHECK-LABEL: call_ends:
// CHECK: br.call.sptk.many b0=slow ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .m

// VAL: PASS getpid_like#0 (8 instructions): 20 states equal
// VAL: PASS loop_exit#1 (5 instructions): 20 states equal
// VAL: 5 regions: 5 passed, 0 failed, 0 skipped

	.text
	.global getpid_like
	.proc getpid_like
getpid_like:
	adds r14=8,r16
	adds r15=12,r16
	ld8 r17=[r14]
	ld4 r8=[r15]
	cmp.ne p6,p0=r0,r17
	mov r10=r0
(p6)	br.cond.spnt.few slow
	br.ret.sptk.many b6
	.endp getpid_like

	.global loop_exit
	.proc loop_exit
loop_exit:
	add r8=r32,r33
	cmp.eq p7,p0=r32,r0
(p7)	br.cond.dpnt.few slow
	add r9=r8,r33
	br.ret.sptk.many b0
	.endp loop_exit

	.global call_ends
	.proc call_ends
call_ends:
	br.call.sptk.many b0=slow
	add r8=r32,r33
	br.ret.sptk.many b0
	.endp call_ends

	.proc slow
slow:
	mov r10=-1
	br.ret.sptk.many b0
	.endp slow
