// Unwind info for auto-mode code (GNU as -xauto bundles it the same way):
// records are dated by the slot of the instruction after the directive;
// a region starts at the nop slots the bundler put before that
// instruction; prologue times are clamped to the region; a procedure whose
// only directives are .prologue (and .body) gets no entry, .unwentry one
// with an empty descriptor list; region directives may end a procedure.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -Wu %t.o | FileCheck %s
// SAME: unwind equal
	.text
	.global foo
	.proc foo
foo:
	.prologue
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 2, 3, 0, 0
	.save rp, r33
	mov r33 = b0
	.fframe 16
	adds r12 = -16, r12
	.body
	add r8 = r32, r33
	;;
	.restore sp
	adds r12 = 16, r12
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.endp foo
// CHECK: <>: [0x0-0x30], info at +0x0
// CHECK-NEXT: len=16 bytes
// CHECK-NEXT: R1:prologue(rlen=3)
// CHECK: P7:mem_stack_f(t=2,size=16)
// CHECK-NEXT: R1:body(rlen=6)
// CHECK-NEXT: B2:epilogue(t=4,ecount=0)

	.proc none
none:	nop.m 0
	br.ret.sptk b0
	.endp none
	.proc onlyprologue
onlyprologue:
	.prologue
	.body
	nop.m 0
	br.ret.sptk b0
	.endp onlyprologue
// CHECK-NOT: <none>
// CHECK-NOT: <onlyprologue>
	.proc entry
entry:	.unwentry
	nop.m 0
	br.ret.sptk b0
	.endp entry
// CHECK: <entry>: [0x50-0x60]
// CHECK-NEXT: len=0 bytes
	.proc late
late:	nop.m 0
	.body
	nop.m 0
	.prologue
	br.ret.sptk b0
	.endp late
// CHECK: <late>: [0x60-0x70]
// CHECK-NEXT: len=8 bytes
// CHECK-NEXT: R1:body(rlen=1)
// CHECK-NEXT: R1:prologue(rlen=1)
	.proc atend
atend:	.prologue 12, r33
	nop.m 0
	.body
	.endp atend
// CHECK: <atend>: [0x70-0x80]
// CHECK-NEXT: len=8 bytes
// CHECK-NEXT: R2:prologue_gr(mask=[rp,ar.pfs],grsave=r33,rlen=3)
// CHECK-NEXT: R1:body(rlen=0)
	.proc filler
filler:	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	mov r34 = r35
	.endp filler
// The I-unit mov goes to slot 1 after a nop.m: the prologue starts at
// slot 0, the save at slot 1.
// CHECK: <filler>: [0x80-0x90]
// CHECK-NEXT: len=8 bytes
// CHECK-NEXT: R1:prologue(rlen=2)
// CHECK-NEXT: P7:rp_when(t=1)
// CHECK-NEXT: P3:rp_gr(reg=r33)
// CHECK-NEXT: R1:body(rlen=1)
// The records come before the label: they are dated by the nop.i in the
// bundle before it; the region starts at that bundle's nop.m filler and
// rp_when (one slot later) is clamped to the empty prologue.
	.proc clamp
	.prologue
	.save rp, r33
	.body
	nop.i 0
clamp:	nop.m 0
	.endp clamp
// CHECK: <clamp>: [0xa0-0xb0]
// CHECK-NEXT: len=8 bytes
// CHECK-NEXT: R1:prologue(rlen=0)
// CHECK-NEXT: P7:rp_when(t=0)
// CHECK-NEXT: P3:rp_gr(reg=r33)
// CHECK-NEXT: R1:body(rlen=6)
// GNU as's queue: the nop.m after the label was first looked at for the
// free slot 2 of the nop.i's bundle, so the body starts there (and the
// same into an explicit bundle after a mode switch); `.align` empties the
// queue, so after it the region starts at the instruction.
	.proc u
	nop.i 0
u:	.prologue
	.save rp, r33
	.body
	nop.m 0
	.endp u
// CHECK: <u>: [0xc0-0xd0]
// CHECK: R1:body(rlen=4)
	.proc x
	.align 64
	nop.i 0
x:	.prologue
	.save rp, r33
	.body
	nop.m 0
	br.ret.sptk b0
	.align 64
	.endp x
// CHECK: <x>: [0x110-0x140]
// CHECK: R1:body(rlen=10)
	.proc t
	nop.i 0
	.explicit
t:	.prologue
	.save rp, r33
	.body
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0 }
	.endp t
// CHECK: <t>: [0x150-0x160]
// CHECK: R1:body(rlen=4)
