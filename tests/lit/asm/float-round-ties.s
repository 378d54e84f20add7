// A decimal exactly between two values of real4/real8 rounds as GNU as's
// gen_to_words does: an integer's tie away from zero (2^24 + 1 is 2^24 + 2,
// 2^53 + 1 is 2^53 + 2), a tie reached through a negative power of ten down
// (gas's quotient is a little low). We rounded every tie to even, which gave
// 2^24 and 2^53 with exit 0. Found by fuzz/gas_gen_data.py (--with float).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 0100804b 0200804b 010080cb 0100804b
// CHECK-NEXT: 0x00000010 0000804b 0000803f 01000000 00004043
// CHECK-NEXT: 0x00000020 02000000 00004043 01000000 000040c3
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
	.data
	real4 16777217, 16777219, -16777217.0, 1.6777217e7
	real4 167772170e-1, 1.000000059604644775390625
	real8 9007199254740993, 9007199254740995, -9.007199254740993e15
