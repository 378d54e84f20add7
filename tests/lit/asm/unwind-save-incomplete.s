// A `.save.g/.f/.b/.gf` whose registers are not all spilled when a directive with a prologue
// record of its own comes: GNU as warns "Previous .save incomplete" and keeps the save of the
// registers spilled so far (FRs, then GRs, then BRs), with their slots in the imask; none
// spilled: no save (tests/lit/asm/unwind-save-gf-pending.s). At `.endp` it says nothing and keeps
// the whole mask. We dropped the save in both cases (and warned at `.endp`): unwind bytes other
// than gas's. Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s --check-prefix=UNW
// UNW: [0x0-0x10]
// UNW: R1:prologue(rlen=2)
// UNW-NEXT: P6:gr_mem(grmask=[r5,r6])
// UNW-NEXT: P4:spill_mask(imask=[rr])
// UNW-NEXT: R1:body(rlen=1)
// UNW: [0x10-0x20]
// UNW: R1:prologue(rlen=1)
// UNW-NEXT: P4:spill_mask(imask=[r])
// UNW-NEXT: P9:gr_gr(grmask=[r4],r40)
// UNW-NEXT: R1:body(rlen=2)
// UNW: [0x20-0x30]
// UNW: R1:prologue(rlen=3)
// UNW-NEXT: P6:fr_mem(frmask=[f2])
// UNW-NEXT: P4:spill_mask(imask=[f--])
// UNW-NEXT: P7:rp_when(t=1)
// UNW: [0x30-0x40]
// UNW: R1:prologue(rlen=3)
// UNW-NEXT: P6:gr_mem(grmask=[r5,r6,r7])
// UNW-NEXT: P4:spill_mask(imask=[-rr])
	.explicit
	.proc f
f:	.prologue
	.save.g 0xe
	{ .mii
	  st8.spill [r12] = r5
	  mov r40 = r6
	.body
// CHECK: unwind-save-incomplete.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// GAS: unwind-save-incomplete.s:[[@LINE-2]]: Warning: Previous .save incomplete
	  nop.i 0 ;;
	}
	.endp f
	.proc g
g:	.prologue
	.save.g 0x3, r40
	{ .mii
	  mov r40 = r4
	.body
// CHECK: unwind-save-incomplete.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// GAS: unwind-save-incomplete.s:[[@LINE-2]]: Warning: Previous .save incomplete
	  nop.i 0
	  nop.i 0 ;;
	}
	.endp g
	.proc h
h:	.prologue
	.save.gf 0x1, 0x3
	{ .mii
	  stf.spill [r12] = f2
	.save rp, r41
// CHECK: unwind-save-incomplete.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// GAS: unwind-save-incomplete.s:[[@LINE-2]]: Warning: Previous .save incomplete
	  mov r41 = b0
	  nop.i 0 ;;
	}
	.endp h
	.proc k
k:	.prologue
	{ .mii
	  nop.m 0
	.save.g 0xe
	  mov r40 = r5
	  mov r41 = r6 ;;
	}
	.endp k
