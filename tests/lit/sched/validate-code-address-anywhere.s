// A code address compares as a program point wherever the value goes, not
// only in branch registers: the label at a procedure's end (`one_end`) is in
// one layout the region's end label alone (`.align 32` padding follows) and
// in the other the next region's start too, so `label+offset` differed:
// "register f6.significand: source __epv_e0+0, scheduled __epv_b1+0" for an
// address moved to an FR (setf.sig), "memory ...: source __epv_e2+0,
// scheduled __epv_b3+0" for one stored (st8) and for one spilled from an FR
// (stf.spill). validate-code-address-wrong.test: a wrong address is still caught.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: PASS one#0
// CHECK: PASS two#2
// CHECK: PASS three#4
// CHECK: 6 regions: 6 passed, 0 failed, 0 skipped
	// two dependent chains the scheduler overlaps (the code gets shorter)
	.macro chains
	add r14 = 0, r14 ;;
	add r14 = 1, r14 ;;
	add r14 = 2, r14 ;;
	add r15 = 0, r15 ;;
	add r15 = 1, r15 ;;
	add r15 = 2, r15 ;;
	add r16 = r14, r15
	.endm
	// the next procedure, 32-byte aligned (padding in one layout only)
	.macro next name
	.align 32
	.global \name
	.proc \name
\name:
	add r8 = 1, r8
	br.ret.sptk.many b0 ;;
	.endp \name
	.endm
	.text
	.align 32
	.global one
	.proc one
one:	// an FR holds the address
	chains
	movl r17 = one_end ;;
	setf.sig f6 = r17 ;;
	mov r17 = r0
;;
one_end:
	.endp one
	next g1

	.align 32
	.global two
	.proc two
two:	// a memory word holds it (st8)
	chains
	movl r17 = two_end ;;
	st8 [r12] = r17 ;;
	mov r17 = r0
;;
two_end:
	.endp two
	next g2

	.align 32
	.global three
	.proc three
three:	// an FR spilled to memory (stf.spill), then cleared
	chains
	add r20 = 0, r20 ;;
	movl r17 = three_end ;;
	setf.sig f7 = r17
	mov r17 = r0 ;;
	stf.spill [r12] = f7 ;;
	mov f7 = f0
;;
three_end:
	.endp three
	next g3
