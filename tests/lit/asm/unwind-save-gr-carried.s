// A `.save.g/.b MASK, rN` (P9/P2 in place) incomplete at `.endp` keeps its whole mask there,
// but GNU as goes on with its registers in the next procedure (spill slots in that one's
// region) and, when a directive finds the save incomplete there, trims the first
// procedure's record to the registers kept at `.endp` and those spilled since (f: b1, b3 with
// g's `.body` after g's first instruction, where b4 only joined; h: b1, b3, b4 with b4 spilled
// at i's second instruction). We kept the whole mask and dropped the rest. Found by
// fuzz/gas_gen_unwind.py (seed 24).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
	.proc f
f:	.prologue
	nop.m 0
	.save.b 0x1d, r38
	nop.m 0
	.endp f
// CHECK: [0x0-0x10]
// CHECK: P2:br_gr(brmask=[b1,b3],gr=r38)
	.proc g
g:	.prologue
	nop.m 0
	.body
	nop.m 0
	.endp g
	.proc h
h:	.prologue
	nop.m 0
	.save.b 0x1d, r38
	nop.m 0
	.endp h
// CHECK: <h>
// CHECK: P2:br_gr(brmask=[b1,b3,b4],gr=r38)
	.proc i
i:	.prologue
	nop.m 0
	nop.m 0
	.body
	nop.m 0
	.endp i
// CHECK: <i>
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=2)
// CHECK-NEXT: P4:spill_mask(imask=[-b])
