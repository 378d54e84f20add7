// Symbol equates used as register aliases, redefined later; .set; equates
// with constant values fold where they are used.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
// CHECK: directive = words=["dst", "r18"] raw="dst = r18"
dst = r18
src = r19
// CHECK: [[@LINE+1]]:2 inst ld8 GR:r18 = mem[GR:r19]
	ld8 dst = [src]
dst = r20
// CHECK: [[@LINE+1]]:2 inst add GR:r20 = GR:r20, GR:r19
	add dst = dst, src
	.set ptr, r21
// CHECK: inst st8 mem[GR:r21] = GR:r20
	st8 [ptr] = dst
pr_save = r22
// CHECK: inst mov GR:r22 = PRS:pr
	mov pr_save = pr
N = 8
// CHECK: directive = words=["N"] args=[16] raw="N = N * 2"
N = N * 2
// CHECK: inst adds GR:r2 = imm:16, GR:r2
	adds r2 = N, r2
// A name that is an equate no longer is a register alias afterwards.
dst = 5
// CHECK: inst adds GR:r2 = imm:5, GR:r2
	adds r2 = dst, r2
