// The DCU recirculation after an rr write (paper S5.3.3; model
// region_move_recirculation): a load or store exactly 5 cycles after
// `mov rr[]=` replays (5 bubbles); any other distance is free
// (docs/scheduler.md, "Regions"). Every solver keeps the proven region-7
// load off that one cycle, and the issue engine's prediction (what the
// simulator times) shows no recirculation bubble.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefixes=STATS,Z3
// RUN: %epicsched sched %s -o %t.l.s --stats --solver=list | FileCheck %s --check-prefixes=STATS,LIST
// RUN: %epicsched sched %s -o %t.i.s --stats --solver=inorder | FileCheck %s --check-prefixes=STATS,LIST
// RUN: FileCheck %s --input-file=%t.s
// RUN: FileCheck %s --input-file=%t.i.s --check-prefix=KEPT
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %ia64-as -xexplicit %t.i.s -o %t.i.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{.}}

// The load may issue right after the write (it was held 6 cycles after it,
// 13 cycles in all): the add chain starts at once.
// STATS: near: {{.*}} predicted 8 cycles (0 bubbles)
// CHECK-LABEL: near:
// CHECK: mov rr[r0]=r9
// CHECK-NEXT: movl r14={{.*}} ;;
// CHECK: ld8 r15=[r14] ;;
// CHECK-NEXT: add r16=r15,r33
	.text
	.global near
	.proc near
near:
	movl r14 = 0xe000000100000000
	;;
	mov rr[r0] = r9
	ld8 r15 = [r14]
	;;
	add r16 = r15, r33
	;;
	add r16 = r16, r33
	;;
	add r16 = r16, r33
	;;
	add r16 = r16, r33
	;;
	add r16 = r16, r33
	;;
	add r8 = r16, r33
	br.ret.sptk.many b0
	.endp near

// The address is ready exactly 5 cycles after the write. Z3 moves the write
// a cycle later instead (6 cycles); the list and in-order schedulers put the
// load a cycle later, and the in-order schedule's empty cycle before it,
// which the hardware would close up (the load at 5: 5 bubbles more), is
// kept as a group of nops.
// Z3: five: {{.*}} predicted 6 cycles (0 bubbles)
// LIST: five: {{.*}} predicted 7 cycles (0 bubbles)
// KEPT-LABEL: five:
// KEPT: mov rr[r0]=r9
// KEPT: nop.m 0
// KEPT-NEXT: nop.m 0
// KEPT-NEXT: nop.i 0 ;;
// KEPT-NEXT: }
// KEPT-NEXT: { .mmb
// KEPT-NEXT: .serialize.data
// KEPT-NEXT: ld8 r8=[r14]
	.global five
	.proc five
five:
	movl r14 = 0xe000000100000000
	;;
	mov rr[r0] = r9
	adds r14 = 8, r14
	;;
	adds r14 = 8, r14
	;;
	adds r14 = 8, r14
	;;
	adds r14 = 8, r14
	;;
	ld8 r8 = [r14]
	br.ret.sptk.many b0
	.endp five
