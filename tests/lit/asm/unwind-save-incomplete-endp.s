// A `.save.g/f/b/gf` still incomplete at `.endp`, and records after the last instruction: GNU as
// queues the save's records one register at a time (the next joins its list when the previous
// is dated), and writes the last instruction that carries records with its records running to
// the end of the list. So the registers spilled so far and one more are saved, that one dated
// with the last instruction that carries records (a save to GRs keeps its whole mask); a
// region record among them dates them where a region would start (the instruction's first
// nop slot). We kept the whole mask with no spill slot for the rest, and dated the records at
// the instruction's own slot. Found by fuzz/gas_gen_unwind.py (unwind-save-incomplete-errors.s
// has the errors).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
	.proc f1
f1:	.prologue
	nop.m 0
	.save.g 0x1
	.endp f1
// CHECK: [0x0-0x10]
// CHECK: P6:gr_mem(grmask=[r4])
// CHECK-NEXT: P4:spill_mask(imask=[r--])
	.proc f2
f2:	.prologue
	nop.m 0
	.save.gf 0x1, 0x1
	nop.m 0
	.endp f2
// CHECK: <f2>
// CHECK: P6:fr_mem(frmask=[f2])
// CHECK-NEXT: P6:gr_mem(grmask=[r4])
// CHECK-NEXT: P4:spill_mask(imask=[-b-])
	.proc f3
f3:	.prologue
	nop.m 0
	.save ar.pfs, r2
	nop.m 0
	.save.g 0x1, r40
	.endp f3
// CHECK: <f3>
// CHECK: P4:spill_mask(imask=[-r-])
// CHECK: P9:gr_gr(grmask=[r4],r40)
	.proc f4
f4:	.prologue
	.save ar.lc, r32
	{ .mfi
	  nop.i 0 ;;
	}
	.body
	.endp f4
// CHECK: <f4>
// CHECK: P7:lc_when(t=0)
	.proc f5
f5:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	.save.g 0x7
	.endp f5
// CHECK: <f5>
// CHECK: P6:gr_mem(grmask=[r4])
// CHECK-NEXT: P4:spill_mask(imask=[r--,---])
