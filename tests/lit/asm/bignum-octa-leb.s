// Bignums in 16-byte fields and LEB128, and the high half of a 16-byte
// constant, as GNU as 2.40 writes them (frontend/Bignum.h): a literal of 65
// bits or more keeps up to 20 16-bit littlenums; unary - and ~ sign-extend it
// to all 20; .octa/data16 take its low 16 bytes ("bignum truncated" only when
// more than sign bits are lost), .uleb128/.sleb128 all of it (sleb128 reads
// the top littlenum's high bit as the sign and writes every littlenum: gas's
// 0x8000000000000000ffff is negative, ~~0x10000000000000000 is 44 bytes).
// A 16-byte constant that went through unary - gets a high half of ones
// (`.octa -0` too), any other zeros (`.octa ~0`). Before: LEB128 and 16-byte
// bignums were refused ("does not fit in 64 bits") and `.octa -1` was
// 0xffffffffffffffff with zeros above (wrong data, exit 0).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: bignum-octa-leb.s:[[@LINE+55]]:8: warning: bignum truncated to 16 bytes
// WARN: bignum-octa-leb.s:[[@LINE+56]]:8: warning: bignum truncated to 8 bytes
// WARN: bignum-octa-leb.s:[[@LINE+56]]:8: warning: bignum truncated to 1 byte
// WARN-NOT: warning
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 ffffffff ffffffff ffffffff ffffffff
// CHECK-NEXT: 0x00000010 ffffffff ffffffff 00000000 00000000
// CHECK-NEXT: 0x00000020 ffffffff ffffffff 00000000 00000000
// CHECK-NEXT: 0x00000030 ffffffff ffffffff 00000000 00000000
// CHECK-NEXT: 0x00000040 00000000 00000000 ffffffff ffffffff
// CHECK-NEXT: 0x00000050 05000000 00000000 ffffffff ffffffff
// CHECK-NEXT: 0x00000060 01000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000070 efcdab89 67452301 efcdab89 67452301
// CHECK-NEXT: 0x00000080 00000000 00000000 ffffffff ffffffff
// CHECK-NEXT: 0x00000090 ffffffff ffffffff feffffff ffffffff
// CHECK-NEXT: 0x000000a0 00000000 00000000 01000000 00000000
// CHECK-NEXT: 0x000000b0 01efcdab 89674523 01efcdab 89674523
// CHECK-NEXT: 0x000000c0 ffffffff ffffffff ffffffff ffffffff
// CHECK-NEXT: 0x000000d0 000080ff 80808080 80808080 80028080
// CHECK-NEXT: 0x000000e0 80808080 808080fe ffffffff ffffffff
// CHECK-NEXT: 0x000000f0 ffffffff ffffffff ffffffff ffffffff
// CHECK-NEXT: 0x00000100 ffffffff ffffffff ffffff1f ffffffff
// CHECK-NEXT: 0x00000110 ffffffff ffffff07 80808080 80808080
// CHECK-NEXT: 0x00000120 80028080 80808080 8080807e ffffffff
// CHECK-NEXT: 0x00000130 ffffffff ff7dffff ffffffff ffffffff
// CHECK-NEXT: 0x00000140 ff07ffff 83808080 80808080 807c8080
// CHECK-NEXT: 0x00000150 80808080 80808082 80808080 80808080
// CHECK-NEXT: 0x00000160 80808080 80808080 80808080 80808080
// CHECK-NEXT: 0x00000170 80808080 80808080 80008080 80808080
// CHECK-NEXT: 0x00000180 80808080 80808080 80808080 04
// Big-endian: the same values, most significant byte first.
// RUN: %epicsched asm -mbe %s -o %t.be.o 2>/dev/null
// RUN: llvm-readelf -x .data %t.be.o | FileCheck %s --check-prefix=BE
// BE:      0x00000000 ffffffff ffffffff ffffffff ffffffff
// BE-NEXT: 0x00000010 00000000 00000000 ffffffff ffffffff
// BE:      0x00000050 ffffffff ffffffff 00000000 00000005
// BE:      0x000000b0 23456789 abcdef01 23456789 abcdef01
// `sched` prints them so that GNU as reads the same bytes back, silently.
// RUN: %epicsched sched %s -o %t.sched.s 2>/dev/null
// RUN: %epicsched asm %t.sched.s -o %t.sched.o 2>&1 | count 0
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// Same bytes and messages as GNU as, both byte orders.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS-COUNT-3: Warning: bignum truncated to
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
// RUN: ia64-linux-gnu-as -mbe -o %t.gas.be.o %s 2>/dev/null
// RUN: llvm-readelf -x .data %t.gas.be.o > %t.gas.be.txt
// RUN: llvm-readelf -x .data %t.be.o | diff %t.gas.be.txt -
// RUN: ia64-linux-gnu-as -o %t.gas.sched.o %t.sched.s 2>&1 | count 0
	.data
	.octa -1, 0xffffffffffffffff, 0 - 1, ~0, -0, - -5, !0
	data16 0x123456789abcdef0123456789abcdef, -0x10000000000000000, ~0x10000000000000000
	data16.ua 0x10000000000000000
	.octa 0x123456789abcdef0123456789abcdef01
	data8 0xffffffffffffffffffff
	data8 0x1ffffffffffffffff
	data1 -0x10000000000000000
	data2 0xffffffffffffffffff80
	.uleb128 0x10000000000000000, -0x10000000000000000, 0xffffffffffffffffffff
	.sleb128 0x10000000000000000, -0x10000000000000000, ~0x10000000000000000
	.sleb128 0xffffffffffffffffffff, 0x8000000000000000ffff, ~~0x10000000000000000
	.sleb128 340282366920938463463374607431768211456
