// `.save.g/.f/.b/.gf` masks, as HP-UX-style code writes them. (1) GNU as writes the merged fr/gr
// masks as P5 frgr_mem only when the fr mask does not fit P6's four bits: `.save.gf 1, 1` is P6
// fr_mem + P6 gr_mem (it was P5: other unwind bytes). (2) A save is completed by the spills that
// follow even across .spillreg/.spillsp/.spillpsp(.p), .restorereg(.p), .restore, .label_state,
// .copy_state, .unwentry and .personality: only directives with a prologue record of their own
// end it with "Previous .save incomplete" (warning there dropped a save gas keeps).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s --check-prefix=UNW
// UNW: [0x0-0x10]
// UNW: R1:prologue
// UNW-NEXT: P6:fr_mem(frmask=[f2])
// UNW-NEXT: P6:gr_mem(grmask=[r4])
// UNW: <b>:
// UNW: R1:prologue
// UNW-NEXT: P5:frgr_mem(grmask=[r4,r5],frmask=[f16])
// UNW: <c>:
// UNW: P6:gr_mem(grmask=[r4])
// UNW: <d>:
// UNW-NOT: gr_mem
	.text
	.proc a
a:
	.prologue
	.save.gf 0x1, 0x1
	stf.spill [r12] = f2
	st8.spill [r2] = r4
	.body
	mov r8 = r0
	.endp a
	.proc b
b:
	.prologue
	.save.gf 0x3, 0x10
	stf.spill [r12] = f16
	st8.spill [r2] = r4
	st8.spill [r3] = r5
	.body
	mov r8 = r0
	.endp b
	.proc c
c:
	.prologue
	.save.g 0x1
	.spillreg r5, r40
	.spillsp.p p6, r6, 16
	.restorereg r7
	.unwentry
	.personality pers
	st8.spill [r12] = r4
	mov r40 = r5
	.body
	mov r8 = r0
	.endp c
	.proc d
d:
	.prologue
	.save.g 0x1
	.fframe 16
// CHECK: unwind-save-gf-pending.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// GAS: unwind-save-gf-pending.s:[[@LINE-2]]: Warning: Previous .save incomplete
	adds r12 = -16, r12
	.body
	mov r8 = r0
	.endp d
