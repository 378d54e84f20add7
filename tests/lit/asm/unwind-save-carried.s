// GNU as's queue of an incomplete `.save.g/f/b/gf`'s records outlives `.endp`: after the
// register it keeps there (unwind-save-incomplete-endp.s), the rest goes on in the next
// procedure, one register from each instruction from the second after `.endp` on (the first
// makes the next record wait), in that procedure's region; a directive with a prologue
// record of its own (`.body`, `.save`) ends it as an incomplete save. We dropped the rest.
// Found by fuzz/gas_gen_unwind.py (ctest fuzz-gas-gen-unwind, seed 1).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
	.proc f
f:	.prologue
	nop.m 0
	.save.gf 0x3, 0x3
	nop.m 0
	.endp f
// CHECK: [0x0-0x10]
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=3)
// CHECK-NEXT: P6:fr_mem(frmask=[f2,f3])
// CHECK-NEXT: P4:spill_mask(imask=[-f-])
	.proc g
g:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	.body
	nop.m 0
	.endp g
// CHECK: <g>
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=4)
// CHECK-NEXT: P6:gr_mem(grmask=[r4,r5])
// CHECK-NEXT: P4:spill_mask(imask=[-r-,r])
	.proc h
h:	.prologue
	nop.m 0
	.save.g 0xf
	nop.m 0
	.endp h
	.proc k
k:	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	nop.m 0
	.endp k
// CHECK: <k>
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=3)
// CHECK-NEXT: P7:pfs_when(t=0)
