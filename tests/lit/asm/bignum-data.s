// Integer literals of 65 bits or more are GNU as bignums: a data directive
// keeps their low bytes with gas's warning "bignum truncated to N bytes" (so
// does .skip's fill byte); unary -, ~ and + keep a bignum, another operator
// takes it as 0 ("left operand is a bignum; integer 0 assumed"). Elsewhere
// (equates, instructions, .org, .fill) it is an error, as in gas. We refused
// every one ("does not fit in 64 bits"). Found by fuzz/gas_differential.py
// (`data1 18446744073709551616`, `.quad -18446744073709551617`: 418 of 10^5).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 1 byte
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 2 bytes
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 4 bytes
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 8 bytes
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 8 bytes
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: bignum truncated to 1 byte
// WARN: bignum-data.s:[[@LINE+20]]:8: warning: left operand is a bignum; integer 0 assumed
// WARN: bignum-data.s:[[@LINE+20]]:12: warning: right operand is a bignum; integer 0 assumed
// WARN: bignum-data.s:[[@LINE+20]]:11: warning: bignum truncated to 1 byte
// CHECK: 0x00000000 00000100 ffffffff ffffffff ffffffff
// CHECK: 0x00000010 ffffffff ffffffff 23000000 00000000
// CHECK: 0x00000020 01000000 00000000 01000000 00000000
// CHECK: 0x00000030 00{{ }}
// Same bytes as GNU as; the other uses of a bignum are errors in both.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS-COUNT-7: Warning: bignum truncated to
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
	data1 18446744073709551616
	data2 18446744073709551617
	data4 -18446744073709551617
	.quad -18446744073709551617
	data8 0x1ffffffffffffffff
	.byte 0x123456789abcdef0123
	data8 18446744073709551616 + 1
	data8 1 + 18446744073709551616
	.skip 1, 18446744073709551616
// RUN: echo 'x = 18446744073709551616' > %t.e1.s
// RUN: not %epicsched asm %t.e1.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo '.org 18446744073709551616' > %t.e2.s
// RUN: not %epicsched asm %t.e2.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo '.fill 18446744073709551616, 1, 0' > %t.e3.s
// RUN: not %epicsched asm %t.e3.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo '.fill 1, 1, 18446744073709551616' > %t.e4.s
// RUN: not %epicsched asm %t.e4.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo 'adds r1 = 18446744073709551616, r2' > %t.e5.s
// RUN: not %epicsched asm %t.e5.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: .s:1:{{[0-9]+}}: error:
// RUN: not ia64-linux-gnu-as %t.e1.s -o %t.e.o
// RUN: not ia64-linux-gnu-as %t.e2.s -o %t.e.o
// RUN: not ia64-linux-gnu-as %t.e3.s -o %t.e.o
// RUN: not ia64-linux-gnu-as %t.e4.s -o %t.e.o
// RUN: not ia64-linux-gnu-as %t.e5.s -o %t.e.o
