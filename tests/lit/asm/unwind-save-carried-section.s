// The rest of a `.save.*` incomplete at `.endp` goes on in the next procedure GNU as reads,
// whatever its section (its unwind state is one for all sections): f's `.save.gf` in .text.a
// leaves r4 and r5 for g in .text.b (spilled at g's second and third instruction, one more
// kept at g's `.body`). We collected each section's procedures apart and dropped the rest.
// Found by fuzz/gas_gen_unwind.py (seed 23).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s
	.section .text.b,"ax",@progbits
	.proc h
h:	.prologue
	nop.m 0
	.endp h
	.section .text.a,"ax",@progbits
	.proc f
f:	.prologue
	nop.m 0
	.save.gf 0x3, 0x3
	nop.m 0
	.endp f
// CHECK-LABEL: Unwind section '.IA_64.unwind.text.a'
// CHECK: [0x0-0x10]
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=3)
// CHECK-NEXT: P6:fr_mem(frmask=[f2,f3])
// CHECK-NEXT: P4:spill_mask(imask=[-f-])
	.section .text.b,"ax",@progbits
	.proc g
g:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	.body
	nop.m 0
	.endp g
// CHECK-LABEL: Unwind section '.IA_64.unwind.text.b'
// CHECK: <g>
// CHECK-NEXT: v1
// CHECK-NEXT: R1:prologue(rlen=4)
// CHECK-NEXT: P6:gr_mem(grmask=[r4,r5])
// CHECK-NEXT: P4:spill_mask(imask=[-r-,r])
