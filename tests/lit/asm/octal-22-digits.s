// GNU as reads an octal constant of up to 22 digits after its `0` in 64 bits
// (expr.c integer_constant: a bignum only from 23 digits), so one of 2^64 or
// more keeps its low 64 bits, silently: `.octa 02000000000000000000000` is 0,
// `.sleb128 04000000000000000000001` is 1. We took the whole value, as gas's
// manual reads it (a bignum), and wrote other bytes than gas with exit 0. We
// now write gas's bytes and warn; 23 digits and more stay bignums in both.
// Found by fuzz/gas_gen_data.py (--with leb).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: octal-22-digits.s:[[@LINE+12]]:8: warning: octal constant above 64 bits: GNU as keeps only its low 64 bits (0)
// WARN: octal-22-digits.s:[[@LINE+14]]:11: warning: octal constant above 64 bits: GNU as keeps only its low 64 bits (1)
// WARN-NOT: warning
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000010 00000000 00000000 04000000 00000000
// CHECK-NEXT: 0x00000020 ffffffff ffffffff 00000000 00000000
// CHECK-NEXT: 0x00000030 01{{ }}
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
	.data
	.octa 02000000000000000000000
	.octa 010000000000000000000000
	.octa 01777777777777777777777
	.sleb128 04000000000000000000001
