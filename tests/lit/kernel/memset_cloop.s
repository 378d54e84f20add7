// memset for 8-byte aligned buffers: a counted loop on ar.lc with
// br.cloop, two store streams and the unwind information for ar.lc.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.align 32
	.global memset8
	.proc memset8
memset8:
	.prologue
	.regstk 3, 0, 0, 0
	.save ar.lc, r31
	mov r31 = ar.lc
	.body
	shr.u r14 = in2, 4		// 16 bytes per iteration
	mov r8 = in0
	adds r15 = 8, in0 ;;
	cmp.eq p6, p0 = 0, r14
	adds r14 = -1, r14
(p6)	br.cond.spnt.few .Ldone ;;
	mov ar.lc = r14 ;;
.Lloop:
	st8 [in0] = in1, 16
	st8 [r15] = in1, 16
	br.cloop.sptk.few .Lloop ;;
.Ldone:
	mov ar.lc = r31
	br.ret.sptk.many rp
	.endp memset8
// CHECK: inst shr.u GR:r14 = GR:r34, imm:4
// CHECK: inst adds GR:r15 = imm:8, GR:r32
// CHECK: label .Lloop
// CHECK-NEXT: inst st8 mem[GR:r32] = GR:r33, imm:16
// CHECK-NEXT: inst st8 mem[GR:r15] = GR:r33, imm:16
// CHECK-NEXT: inst br.cloop.sptk.few imm:.Lloop
// CHECK: procedure memset8 section=.text
