// A section switch inside a procedure writes GNU as's instruction queue (its
// bundle padded with nops): an unwind directive after it is dated at the
// next bundle, so the prologue's region covers the padded bundle. Ours dated
// it right after the last queued instruction: `prologue_gr(rlen=1)` and
// `body(rlen=5)` where GNU as has 3 and 3, and `.save` after a switch split
// the regions one slot off (6/3 vs 5/4). Also through `.pushsection` and
// `.ident` (a switch to `.comment`).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gas.o
// RUN: cmp %t.o %t.gas.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
// CHECK: [0x0-0x20]
// CHECK: R2:prologue_gr(mask=[rp,ar.pfs],grsave=r32,rlen=3)
// CHECK-NEXT: R1:body(rlen=3)
// CHECK: <g>
// CHECK: R1:prologue(rlen=6)
// CHECK: R1:body(rlen=3)
	.text
	.global f, g, h
	.proc f
f:
	.prologue 12, r32
	alloc r32 = ar.pfs, 0, 2, 0, 0
	.section .data
	data8 1
	.text
	.body
	br.ret.sptk.many b0
	.endp f
	.proc g
g:
	.prologue
	.save ar.pfs, r32
	alloc r32 = ar.pfs, 0, 2, 0, 0
	.section .data
	data8 1
	.text
	.save rp, r33
	mov r33 = b0
	.pushsection .data
	data8 2
	.popsection
	.body
	add r17 = r18, r19
	br.ret.sptk.many b0
	.endp g
	.proc h
h:
	.prologue 12, r32
	alloc r32 = ar.pfs, 0, 2, 0, 0
	.ident "x"
	.body
	add r17 = r18, r19
	br.ret.sptk.many b0
	.endp h
