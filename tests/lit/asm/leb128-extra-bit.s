// GNU as keeps bit 64 of a constant (X_extrabit) through literals, unary -
// and ~, and + and - between constants; every other operator keeps its left
// operand's, and an equate's value has none. `.sleb128` reads it:
// 0xffffffffffffffff is 2^64-1 (10 bytes), -0xffffffffffffffff is -(2^64-1),
// ~0xffffffffffffffff is -2^64. A value made without unary - whose bit 64 is
// set is written as the 80-bit 0xffff<<64 | value (gas pads the littlenum
// 0xffff with a zero), so `0 - 0x8000000000000001` and `-0 -
// 0x8000000000000001` differ. We wrote the low 64 bits as a signed number
// (`.sleb128 0xffffffffffffffff` was 0x7f: -1, exit 0). Probed with
// ia64-linux-gnu-as 2.40; frontend/Bignum.h has the rules.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 ffffffff ffffffff ff018180 80808080
// CHECK-NEXT: 0x00000010 8080807e 80808080 80808080 80feff07
// CHECK-NEXT: 0x00000020 ffffffff ffffffff fffeff07 ffffffff
// CHECK-NEXT: 0x00000030 ffffffff ff7effff ffffffff fffffffe
// CHECK-NEXT: 0x00000040 ff078080 80808080 808080fe ff078080
// CHECK-NEXT: 0x00000050 80808080 8080807e ffffffff ffffffff
// CHECK-NEXT: 0x00000060 ff018080 80808080 8080807e ffffffff
// CHECK-NEXT: 0x00000070 ffffffff ff01ffff ffffffff ffffff01
// CHECK-NEXT: 0x00000080 81808080 80808080 807e8080 80808080
// CHECK-NEXT: 0x00000090 80808001 80808080 80808080 807f7f00
// CHECK-NEXT: 0x000000a0 3fc00040 bf7fffff ffffffff ffffff01
// CHECK-NEXT: 0x000000b0 01ffffff ffffffff ffff01{{ }}
// Same bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
x = -1
y = 0xffffffffffffffff
	.sleb128 0xffffffffffffffff
	.sleb128 -0xffffffffffffffff
	.sleb128 ~0xffffffffffffffff
	.sleb128 ~0x8000000000000000
	.sleb128 -0 - 0x8000000000000001
	.sleb128 0 - 0x8000000000000001
	.sleb128 0xffffffffffffffff + 1
	.sleb128 -1 ^ -1
	.sleb128 1 * -1
	.sleb128 -1 == 0
	.sleb128 x
	.sleb128 y
	.sleb128 -y
	.sleb128 0x8000000000000000
	.sleb128 -0x8000000000000000
	.sleb128 -1, 0, 63, 64, -64, -65
	.uleb128 -1
	.uleb128 -0xffffffffffffffff
	.uleb128 ~0
