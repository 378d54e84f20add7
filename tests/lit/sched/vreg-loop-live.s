# A value live across a counted loop (the br.cloop falls through when ar.lc
# runs out) keeps its register: the loop's temporaries get other ones.
# Found in the long IPC path, where the copy loop's pointers took the
# register of the sender's saved BSP.
# RUN: %epicsched sched %s -o %t.s
# RUN: FileCheck %s < %t.s
	.text
	.vregpool r14-r17
	.proc f
f:
	.vreg keep, src, dst, w
	mov	keep = ar.bsp
	mov	ar.lc = r8
	mov	src = r9
	mov	dst = r10
1:	ld8	w = [src], 8
	st8	[dst] = w, 8
	br.cloop.sptk.few 1b
	st8	[r11] = keep
	br.ret.sptk.many b0
	.endp f
# CHECK: mov [[KEEP:r[0-9]+]]=ar.bsp
# CHECK-NOT: [[KEEP]]=
# CHECK: st8 [r11]=[[KEEP]]
# With three registers the four values live in the loop do not fit; had the
# loop exit been missed (keep dead after its definition), they would.
# RUN: sed 's/vregpool r14-r17/vregpool r14-r16/' %s > %t.three.s
# RUN: not %epicsched sched %t.three.s -o %t.three.out.s 2>&1 | FileCheck %s --check-prefix=THREE
# THREE: error: '.vregpool' has 3 registers, too few for the temporaries live here (w)
