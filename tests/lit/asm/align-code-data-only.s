// `.align` in an executable section that holds only data so far: GNU as
// pads with zeros to the bundle boundary, then nop bundles (MMI) as in any
// code section; we wrote zeros (the nop fill applied only to sections with
// instructions). A data section keeps zeros. Found by
// fuzz/gas_differential.py (seed 7004: `.section .text.f` `data1 127` `.align 32`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-objdump -s -j .text -j .x -j .data %t.o | FileCheck %s
// CHECK:      section .text:
// CHECK-NEXT: 0000 7f000000 00000000 00000000 00000000
// CHECK-NEXT: 0010 08000000 01000000 00020000 00000400
// CHECK:      section .data:
// CHECK-NEXT: 0000 7f000000 00000000 00000000 00000000
// CHECK-NEXT: 0010 00000000 00000000 00000000 00000000
// CHECK:      section .x:
// CHECK-NEXT: 0000 01000000 00000000 00000000 00000000
// CHECK-NEXT: 0010 08000000 01000000 00020000 00000400
// CHECK-NEXT: 0020 08000000 01000000 00020000 00000400
// CHECK-NEXT: 0030 08000000 01000000 00020000 00000400
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
	data1 127
	.align 32
	.data
	data1 127
	.align 32
	.section .x,"ax",@progbits
	data1 1
	.align 64
