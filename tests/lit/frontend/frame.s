// in/loc/out follow .regstk and alloc; .rotr/.rotf/.rotp name rotating
// registers.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.proc f
f:
// CHECK: inst alloc GR:r36 = AR:ar.pfs, imm:2, imm:3, imm:1, imm:0
	alloc r36 = ar.pfs, 2, 3, 1, 0
// CHECK: inst mov GR:r32 = GR:r33
	mov in0 = in1
// CHECK: inst mov GR:r34 = GR:r36
	mov loc0 = loc2
// CHECK: inst mov GR:r37 = GR:r32
	mov out0 = in0
	.regstk 1, 1, 2, 0
// CHECK: inst mov GR:r34 = GR:r33
	mov out0 = loc0
// CHECK: inst mov GR:r35 = GR:r32
	mov out1 = in0
// CHECK: inst alloc GR:r2 = AR:ar.pfs, imm:0, imm:16, imm:0, imm:16
	alloc r2 = ar.pfs, 0, 16, 0, 16
	.rotr a[4], b[4]
	.rotf fa[3], fb[2]
	.rotp pa[2], pb[3]
// CHECK: inst mov GR:r33 = GR:r39
	mov a[1] = b[3]
// CHECK: inst mov FR:f32 = FR:f36
	mov fa[0] = fb[1]
// CHECK: inst (p19) cmp.eq PR:p16, PR:p0 = GR:r32, GR:r0
(pb[1])	cmp.eq pa[0], p0 = a[0], r0
	br.ret.sptk.many rp
	.endp f
