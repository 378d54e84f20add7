// `.balign 32,` (a comma, then nothing): GNU as reads the fill as an absent expression, 0, and
// fills with zero bytes, in code too (read.c s_align; only `,,` means no fill). We took the
// empty fill for the default and padded code with nop bundles (fuzz class "same instructions
// in more bundles", gas_gen_data fill, seed 2 n299). `.balign 32,,` keeps the nop bundles.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .text %t.o | FileCheck %s
	.text
	nop.m 0
	.balign 32,
	nop.m 0
	.balignw 64, 
	nop.m 0
	.balign 32,,
	nop.m 0
// CHECK:      0x00000000 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0x00000010 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000020 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0x00000030 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000040 01000000 01000000 00020000 00000400
// CHECK-NEXT: 0x00000050 08000000 01000000 00020000 00000400
// CHECK-NEXT: 0x00000060 01000000 01000000 00020000 00000400
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
