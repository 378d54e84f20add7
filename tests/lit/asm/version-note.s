// `.version "01.01"` (GCC 2.9 output): GNU as writes an ELF note to
// `.note` (namesz 6, descsz 0, type 1, "01.01" padded to 4). GNU as
// 2.40's objdump -s of this file:
//   0000 06000000 00000000 01000000 30312e30  ............01.0
//   0010 31000000                             1...
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -s -j .note %t.o | FileCheck %s
// RUN: ia64-linux-gnu-readelf -SW %t.o | FileCheck %s --check-prefix=HDR
// CHECK: 0000 06000000 00000000 01000000 30312e30  ............01.0
// CHECK-NEXT: 0010 31000000                             1...
// HDR: .note NOTE 0000000000000000 {{[0-9a-f]+}} 000014 00 0 0 4
	.version "01.01"
	.text
	nop 0
