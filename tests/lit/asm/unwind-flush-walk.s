// A flush of GNU as's queue inside a procedure (data, alignment, a section switch) writes the
// queued bundles; the last instruction with records, when still queued, dates the records
// read since (its walk runs to the end of the list), and a region record among them makes it
// date all, its own too, where it looks at the instruction (f2: lc_when t=0, not 2); the
// flush dates region records at its address, numbered 3 * (address / 16) + (address & 3) as
// `.endp`'s end (f1: `.byte 119` after `.body`: body rlen=1); the register of an incomplete
// `.save.g` that had joined is dated there and the next joins at the next instruction (f3:
// r4 at slot 0, r5 at the second instruction after the data). We dated them all with the
// next instruction and the end at 3 * (address / 16). Found by fuzz/gas_gen_unwind.py (seed 23).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s --check-prefix=COUNT
// COUNT: contains 6 entries
	.proc f1
f1:	.prologue
	.save ar.lc, r38
	nop.m 0
	.body
	.byte 119
	.endp f1
// CHECK: [0x0-0x11]
// CHECK: R1:prologue(rlen=3)
// CHECK: R1:body(rlen=1)
	.align 16
	.proc f2
f2:	.prologue
	.save ar.lc, r38
	{ .mfi
	  nop.i 0
	}
	.body
	.pushsection .data
	data8 1
	.popsection
	nop.m 0
	nop.m 0
	.endp f2
// CHECK: <f2>
// CHECK: R1:prologue(rlen=3)
// CHECK-NEXT: P7:lc_when(t=0)
// CHECK: R1:body(rlen=3)
	.proc f3
f3:	.prologue
	nop.m 0
	.save.g 0xf
	.pushsection .data
	data8 2
	.popsection
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.endp f3
// CHECK: <f3>
// CHECK: R1:prologue(rlen=12)
// CHECK-NEXT: P6:gr_mem(grmask=[r4,r5,r6,r7])
// CHECK-NEXT: P4:spill_mask(imask=[r--,-r-,rr-,---])
	.proc f4
f4:	.prologue
	nop.m 0
	.save.g 0xf
	.pushsection .data
	data8 2
	.popsection
	.endp f4
// CHECK: <f4>
// CHECK: P6:gr_mem(grmask=[r4])
	.proc f5
f5:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.endp f5
// CHECK: <f5>
// CHECK: R1:prologue(rlen=6)
// CHECK-NEXT: P6:gr_mem(grmask=[r5,r6,r7])
// CHECK-NEXT: P4:spill_mask(imask=[-r-,rr-])
// The register a flush dated is still the one waiting to GNU as: a directive that ends the
// save keeps the registers before it (f6: none, so no save, and a list that says nothing has
// no entry, as f8's without a flush; f7: r4, r5).
	.proc f6
f6:	.prologue
	nop.m 0
	.save.g 0xf
	.pushsection .data
	data8 2
	.popsection
	.body
	nop.m 0
	.endp f6
	.proc f7
f7:	.prologue
	nop.m 0
	.save.g 0x7
	nop.m 0
	nop.m 0
	.pushsection .data
	data8 2
	.popsection
	.body
	nop.m 0
	.endp f7
// CHECK: <f7>
// CHECK: R1:prologue(rlen=6)
// CHECK-NEXT: P6:gr_mem(grmask=[r4,r5])
// CHECK-NEXT: P4:spill_mask(imask=[-r-,r--])
	.proc f8
f8:	.prologue
	nop.m 0
	.save.g 0x1
	.body
	nop.m 0
	.endp f8
// CHECK-NOT: <f6>
// CHECK-NOT: <f8>
