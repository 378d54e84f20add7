// `.string16`, `.string32`, `.string64` (GNU as 2.40 takes them on ia64):
// each byte of the string widened to 2, 4 or 8 bytes in the section's byte
// order, then a terminator as wide (`"\x123"` is the byte 0x23, widened).
// `.string8` is `.string`. They were unknown directives.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 61006200 00006300 00002300 00006100
// CHECK-NEXT: 0x00000010 00006200 00000000 00006100 00000000
// CHECK-NEXT: 0x00000020 00000000 00000000 00006162 00000078
// CHECK-NEXT: 0x00000030 7900{{ }}
// RUN: %epicsched asm -mbe %s -o %t.be.o
// RUN: llvm-readelf -x .data %t.be.o | FileCheck %s --check-prefix=BE
// BE: 0x00000000 00610062 00000063 00000023 00000000
// `sched` keeps them.
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: FileCheck %s --check-prefix=SCHED < %t.sched.s
// SCHED: .string16 "ab", "c"
// SCHED: .string32 "ab"
// Same bytes as GNU as, both byte orders.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
// RUN: ia64-linux-gnu-as -mbe -o %t.gas.be.o %s
// RUN: llvm-readelf -x .data %t.gas.be.o > %t.gas.be.txt
// RUN: llvm-readelf -x .data %t.be.o | diff %t.gas.be.txt -
// RUN: ia64-linux-gnu-as -o %t.gas.sched.o %t.sched.s
// RUN: llvm-readelf -x .data %t.gas.sched.o | diff %t.gas.txt -
	.data
	.string16 "ab", "c"
	.string16 "\x123"
	.string32 "ab"
	.string64 "a"
	.string8 "ab"
	.string16 ""
	.string "xy"
