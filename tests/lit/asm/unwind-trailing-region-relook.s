// A region directive after the last instruction that carries records (the trailing `.body`)
// dates that instruction's records where GNU as looks at the instruction after reading it:
// the slot after the auto-mode code before it when the bundle of that code is still queued
// there (f1: gas looks at `nop.i` from that bundle, t=2), else the first nop slot before it in
// its own bundle (f2: the bundle `{ .mmi stf.spill ... }` queues a fourth instruction, so gas
// wrote the auto-mode bundle, looking at `stf.spill` first, before the `.body`; it dates at
// its second look, slot 6, t=6). We dated f2 at the first look (t=5). Found by
// fuzz/gas_gen_unwind.py (seed 23).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
	.proc f1
f1:	.prologue
	adds r20 = 1, r2
	adds r21 = 1, r2
	adds r22 = 1, r2
	adds r31 = -16, r39
	adds r25 = -16, r32
	.save ar.lc, r32
	{ .mfi
	  nop.i 0 ;;
	}
	.body
	.endp f1
// CHECK: [0x0-0x30]
// CHECK: R1:prologue(rlen=9)
// CHECK-NEXT: P7:lc_when(t=5)
	.proc f2
f2:	.prologue
	adds r20 = 1, r2
	adds r21 = 1, r2
	adds r22 = 1, r2
	adds r31 = -16, r39
	adds r25 = -16, r32
	.save ar.lc, r32
	.spillsp.p p6, r6, 8192
	{ .mmi
	  stf.spill [r32] = f5
	  nop.m 0
	  nop.i 0 ;;
	}
	.body
	.endp f2
// CHECK: <f2>
// CHECK: R1:prologue(rlen=9)
// CHECK-NEXT: P7:lc_when(t=6)
// CHECK: X3:spill_sprel_p(qp=p6,t=6,reg=r6,spoff=0x2000)
