// Padding in code as GNU as 2.40 writes it: `.align` without a fill pads
// with zeros to the next bundle boundary (data before it), then nop bundles
// (tc-ia64's ia64_handle_align); `.align` with a fill and `.org` write
// bytes. Linux relocate_kernel.s: `data8` then `.align 32` in code.
// Expected bytes: ia64-linux-gnu-as 2.40 on this file (objdump -s).
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -s -j .text %t.o | FileCheck %s
// CHECK:      0000 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0010 01000000 00000000 00000000 00000000
// CHECK-NEXT: 0020 08000000 01000000 00020000 00000400
// CHECK-NEXT: 0030 08000000 01000000 00020000 00000400
// CHECK-NEXT: 0040 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0050 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0060 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0070 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0080 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0090 02000000 ffffffff ffffffff ffffffff
// CHECK-NEXT: 00a0 01000000 01000000 00020000 00000400
	.text
	nop.m 0
	data8 1
	.align 64
	nop.i 0
	.align 32, 0
	nop.i 0
	.org 0x80
	nop.i 0
	data4 2
	.align 32, 0xff
	nop.i 0
