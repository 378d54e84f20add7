// memcpy as a software-pipelined loop: rotating registers (.rotr), stage
// predicates from p16 (.rotp), ar.lc/ar.ec and br.ctop.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.align 32
	.global memcpy_words
	.proc memcpy_words
memcpy_words:
	.prologue
	.save ar.pfs, r31
	alloc r31 = ar.pfs, 3, 5, 0, 8
	.rotr val[3]
	.rotp stage[3]
	.save ar.lc, r30
	mov r30 = ar.lc
	.save pr, r29
	mov r29 = pr
	.body
	cmp.eq p6, p0 = 0, in2		// nothing to copy?
	adds r14 = -1, in2
	mov r8 = in0			// return dst
(p6)	br.ret.spnt.many rp ;;
	mov ar.lc = r14			// iterations - 1
	mov ar.ec = 3			// pipeline depth
	mov pr.rot = 1 << 16 ;;		// stage[0] = 1, others 0
	.align 32
1:
(stage[0]) ld8 val[0] = [in1], 8
(stage[2]) st8 [in0] = val[2], 8
	br.ctop.sptk.few 1b ;;
	mov ar.lc = r30
	mov pr = r29, -1
	br.ret.sptk.many rp
	.endp memcpy_words
// CHECK: inst alloc GR:r31 = AR:ar.pfs, imm:3, imm:5, imm:0, imm:8
// CHECK: inst cmp.eq PR:p6, PR:p0 = imm:0, GR:r34
// CHECK: inst mov AR:ar.ec = imm:3
// CHECK: inst mov PRS:pr.rot = imm:65536
// CHECK: label .L1$0
// CHECK-NEXT: inst (p16) ld8 GR:r32 = mem[GR:r33], imm:8
// CHECK-NEXT: inst (p18) st8 mem[GR:r32] = GR:r34, imm:8
// CHECK-NEXT: inst br.ctop.sptk.few imm:.L1$0
