// Memory dependences (docs/scheduler.md, "Memory dependences"): a load may
// move above a store when both addresses are the same value plus constant
// offsets whose byte ranges do not overlap, or when `.noalias` separates
// the values they derive from. Overlapping ranges, unknown or different
// bases, a redefined base, and semaphores / acquire loads stay in order.
// In every procedure the stored value arrives late (a load and an add), so
// a load that may not pass the store waits for it.
// RUN: %epicsched sched %s -o %t.s --stats > %t.stats
// RUN: FileCheck %s --input-file=%t.s
// RUN: FileCheck %s --input-file=%t.stats --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}

	.text
	.global disjoint
	.proc disjoint
disjoint:
	.regstk 3, 0, 0, 0
	adds r14 = 64, r32
	ld8 r15 = [r33]
	;;
	add r15 = r15, r34
	;;
	st8 [r32] = r15		// bytes [0, 8) of r32's value
	ld8 r16 = [r14]		// bytes [64, 72): moves above the store
	;;
	add r17 = r16, r16
	br.ret.sptk.many b0
	.endp disjoint
// CHECK-LABEL: disjoint:
// CHECK: ld8 r16=[r14]
// CHECK: st8 [r32]=r15
// STATS: disjoint: {{.*}} predicted 3 cycles

	.global overlap
	.proc overlap
overlap:
	.regstk 3, 0, 0, 0
	adds r14 = 4, r32
	ld8 r15 = [r33]
	;;
	add r15 = r15, r34
	;;
	st8 [r32] = r15		// [0, 8)
	ld4 r16 = [r14]		// [4, 8): overlaps, stays after the store
	;;
	add r17 = r16, r16
	br.ret.sptk.many b0
	.endp overlap
// CHECK-LABEL: overlap:
// CHECK: st8 [r32]=r15
// CHECK: ld4 r16=[r14]
// STATS: overlap: {{.*}} predicted 4 cycles

	.global unknown
	.proc unknown
unknown:
	.regstk 4, 0, 0, 0
	add r14 = r32, r35	// an unknown amount
	ld8 r15 = [r33]
	;;
	add r15 = r15, r34
	;;
	st8 [r32] = r15
	ld8 r16 = [r14]		// stays after the store
	ld8 r18 = [r35]		// another register: stays after the store too
	;;
	add r17 = r16, r18
	br.ret.sptk.many b0
	.endp unknown
// CHECK-LABEL: unknown:
// CHECK: st8 [r32]=r15
// CHECK-DAG: ld8 r16=[r14]
// CHECK-DAG: ld8 r18=[r35]
// CHECK: br.ret
// STATS: unknown: {{.*}} predicted 4 cycles

	.global redefined
	.proc redefined
redefined:
	.regstk 3, 0, 0, 0
	mov r14 = r32		// r32's first value
	ld8 r32 = [r34]		// r32 gets a new value: nothing known about it
	ld8 r15 = [r33]
	;;
	add r15 = r15, r34
	adds r16 = 64, r32	// 64 past the new value, not the old one
	;;
	st8 [r14] = r15
	ld8 r17 = [r16]		// stays after the store
	;;
	add r18 = r17, r17
	br.ret.sptk.many b0
	.endp redefined
// CHECK-LABEL: redefined:
// CHECK: st8 [r14]=r15
// CHECK: ld8 r17=[r16]
// STATS: redefined: {{.*}} predicted 4 cycles

	.global noalias
	.proc noalias
noalias:
	.regstk 3, 0, 0, 0
	.noalias [in0], [in1]	// the objects in0 and in1 point to never overlap
	adds r14 = 8, in1
	ld8 r15 = [r34]
	;;
	add r15 = r15, r34
	;;
	st8 [in0] = r15
	ld8 r16 = [r14]		// derived from in1: moves above the store to in0
	;;
	add r17 = r16, r16
	br.ret.sptk.many b0
	.endp noalias
// CHECK-LABEL: noalias:
// CHECK: ld8 r16=[r14]
// CHECK: st8 [r32]=r15
// STATS: noalias: {{.*}} predicted 3 cycles

	.global semaphore
	.proc semaphore
semaphore:
	.regstk 3, 0, 0, 0
	adds r14 = 64, r32
	ld8 r15 = [r33]
	;;
	add r15 = r15, r34
	;;
	st8 [r32] = r15
	ld8.acq r16 = [r14]	// acquire: keeps its place after the store
	fetchadd8.acq r18 = [r14], 1
	;;
	add r17 = r16, r18
	br.ret.sptk.many b0
	.endp semaphore
// CHECK-LABEL: semaphore:
// CHECK: st8 [r32]=r15
// CHECK: ld8.acq r16=[r14]
// CHECK: fetchadd8.acq r18=[r14],1
