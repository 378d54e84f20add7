// Our scheduling extensions (docs/dsl.md): .vreg temporaries, .vregpool,
// .expect budgets, .likely/.unlikely, .noalias.
// RUN: %epicsched parse %s --dump | FileCheck %s
	.text
	.proc f
f:
	.vreg t1, t2
	.vregpool r40-r47, r50
	.expect cycles<=12, bubbles<=2
	.noalias [r32], [r33]
// CHECK: directive .vreg words=["t1", "t2"]
// CHECK: directive .vregpool words=["r40-r47", "r50"]
// CHECK: directive .expect args=[(cycles <= 12), (bubbles <= 2)] raw="cycles<=12, bubbles<=2"
// CHECK: directive .noalias words=["[r32]", "[r33]"]
// CHECK: inst ld8 VR:t1 = mem[GR:r32]
	ld8 t1 = [r32]
// CHECK: inst add VR:t2 = VR:t1, GR:r2
	add t2 = t1, r2
// CHECK: inst st8 mem[VR:t2] = VR:t1
	st8 [t2] = t1
	cmp.eq p6, p0 = r0, r2
	.likely 1f
	.unlikely slow
// CHECK: directive .likely args=[.L1$0]
// CHECK: directive .unlikely words=["slow"]
(p6)	br.cond.spnt.few slow
1:	br.ret.sptk.many rp
slow:	br.ret.sptk.many rp
	.endp f
// CHECK: vreg t1 VR:vr0
// CHECK: vreg t2 VR:vr1
// CHECK: vregpool [r40, r41, r42, r43, r44, r45, r46, r47, r50]
