// A `.uleb128`/`.sleb128` that mixes a bignum with a value known only at
// layout (a label difference) keeps the whole bignum, as GNU as: the
// directive was kept whole for layout and its constants cut to 64 bits
// (0x1234567890abcdef1234 became the 9 bytes of 0x567890abcdef1234, exit 0).
// Found by fuzz/gas_gen_data.py (--with leb).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 b4a4bcef bc95a4bc d6e84827 0101b4a4
// CHECK-NEXT: 0x00000010 bcefbc95 a4bcd6e8 c800ccdb c390c3ea
// CHECK-NEXT: 0x00000020 dbc3a997 b77f0000
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
	.data
A:	.uleb128 0x1234567890abcdef1234, B - A, 1
	.sleb128 C - B, 0x1234567890abcdef1234, -0x1234567890abcdef1234, 0
B:	data1 0
C:
