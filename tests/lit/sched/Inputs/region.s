// Region-aware serialization (docs/scheduler.md, "Regions"): after
// `mov rr[r0] =`, references proven to use another region need no srlz.d
// and fill the 14 cycles before it; unknown or same-region references keep
// today's rule (after the srlz.d).
// Proven regions validate from random states; the `.region` promise of
// `asserted` does not hold there (r15 is loaded from random memory), and
// the simulator's strict mode says so (region-wrong.s is that test alone).

// GAS-NOT: {{Warning|Error|error|warning}}

	.text
// A constant in region 7 (the TCB array) and a dep into it: no reference
// reads rr0, so no srlz.d at all (without the proof: 14 cycles of it).
// STATS: kconst: 10 instructions, {{.*}} predicted 6 cycles
// CHECK-LABEL: kconst:
// CHECK-NOT: srlz
// CHECK: mov rr[r0]=r9
// CHECK-NOT: srlz
// CHECK: .serialize.data
// CHECK-NOT: srlz
// CHECK-DAG: ld8 r15=[r14]
// CHECK-DAG: ld8 r19=[r18]
// CHECK-NOT: srlz
// CHECK: st8 [r18]=r15
// CHECK-NOT: srlz
// CHECK: .endp kconst
	.global kconst
	.proc kconst
kconst:
	movl r14 = 0xe000000100000000
	shr.u r16 = r33, 18
	;;
	dep r17 = r16, r14, 14, 12
	;;
	mov rr[r0] = r9
	ld8 r15 = [r14]
	adds r18 = 0x20, r17
	;;
	ld8 r19 = [r18]
	;;
	add r15 = r15, r19
	;;
	st8 [r18] = r15
	br.ret.sptk.many b0
	.endp kconst

// `.region` for a pointer loaded from memory: its loads fill the window.
// CHECK-LABEL: asserted:
// CHECK: mov rr[r0]=r9
// CHECK: .serialize.data
// CHECK: ld8 r16=[r15]
// CHECK: srlz.d
	.global asserted
	.proc asserted
asserted:
	ld8 r15 = [r32]
	;;
	.region [r15], 7
	mov rr[r0] = r9
	adds r15 = 8, r15
	;;
	ld8 r16 = [r15]
	ld8 r17 = [r33]
	br.ret.sptk.many b0
	.endp asserted

// Negative: an unknown address and an address in region 0 stay after the
// srlz.d (and nothing tells GNU as to look away).
// CHECK-LABEL: unknown:
// CHECK-NOT: .serialize.data
// CHECK: mov rr[r0]=r9
// CHECK: srlz.d
// CHECK: ld8 r16=[r32]
// CHECK: st8 [r14]=r16
// CHECK: .endp unknown
	.global unknown
	.proc unknown
unknown:
	movl r14 = 0x0000000100000000
	mov rr[r0] = r9
	ld8 r16 = [r32]
	;;
	st8 [r14] = r16
	br.ret.sptk.many b0
	.endp unknown

// Negative: rr[r3] with an unknown index: every reference waits.
// CHECK-LABEL: anyrr:
// CHECK-NOT: .serialize.data
// CHECK: mov rr[r3]=r9
// CHECK: srlz.d
// CHECK: ld8 r15=[r14]
// CHECK: .endp anyrr
	.global anyrr
	.proc anyrr
anyrr:
	movl r14 = 0xe000000100000000
	mov rr[r3] = r9
	ld8 r15 = [r14]
	br.ret.sptk.many b0
	.endp anyrr

// Negative: an add of unknown low bits may leave region 7 (no proof).
// CHECK-LABEL: crosses:
// CHECK-NOT: .serialize.data
// CHECK: srlz.d
// CHECK: ld8 r15=[r14]
// CHECK: .endp crosses
	.global crosses
	.proc crosses
crosses:
	movl r14 = 0xe000000000000000
	;;
	add r14 = r14, r33
	;;
	mov rr[r0] = r9
	ld8 r15 = [r14]
	br.ret.sptk.many b0
	.endp crosses

// Negative: a `.region` does not hold after a label (control may enter
// there with other values).
// CHECK-LABEL: labelled:
// CHECK-NOT: .serialize.data
// CHECK: srlz.d
// CHECK: ld8 r15=[r32]
// CHECK: .endp labelled
	.global labelled
	.proc labelled
labelled:
	.region [r32], 7
	add r8 = r8, r9
1:	mov rr[r0] = r9
	ld8 r15 = [r32]
	br.ret.sptk.many b0
	.endp labelled

// Negative: a store to the region just written stays after the srlz.d,
// while a load of region 5 goes before it.
// CHECK-LABEL: samestore:
// CHECK: mov rr[r15]=r9
// CHECK: .serialize.data
// CHECK: ld8 r17=[r16]
// CHECK: srlz.d
// CHECK: st8 [r14]=r17
// CHECK: .endp samestore
	.global samestore
	.proc samestore
samestore:
	movl r15 = 0xa000000000000000
	movl r14 = 0xa000000000001000
	movl r16 = 0xa000000000001000 + 0x4000000000000000
	;;
	mov rr[r15] = r9
	ld8 r17 = [r16]
	;;
	st8 [r14] = r17
	br.ret.sptk.many b0
	.endp samestore

// VAL: PASS kconst#0
// VAL: FAIL asserted#1 {{.*}}ld8 r16=[r15]: dependency violation: reference to 0x{{[0-9a-f]+}} in region 0, whose rr was written without srlz.d
// VAL-NOT: FAIL
// VAL: 8 regions: 7 passed, 1 failed
