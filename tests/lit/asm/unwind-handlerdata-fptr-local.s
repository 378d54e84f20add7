// Handler data naming a local label relocates like any data: @fptr keeps the label (FPTR64LSB
// against f, as tc-ia64 never reduces a function pointer to its section), a plain address
// names the section (we wrote .text + 0 for @fptr(f): wrong relocation). Found by
// fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -Wr %t.o | FileCheck %s
// CHECK: Relocation section '.rela.IA_64.unwind_info'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000008 {{.*}} R_IA64_FPTR64LSB {{.*}} f + 0
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_DIR64LSB {{.*}} .text + 0
// CHECK-NEXT: 0000000000000018 {{.*}} R_IA64_FPTR64LSB {{.*}} g + 0
	.proc f
f:	.prologue
	nop.m 0
	.handlerdata
	data8 @fptr(f)
	data8 f
	data8 @fptr(g)
	.endp f
	.section .gnu.linkonce.t.x,"ax",@progbits
g:	nop.m 0
