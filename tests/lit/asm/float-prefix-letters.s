// GNU as reads a float directive's value as one literal up to the comma (read.c float_cons):
// a `0` and any letter are skipped, then atof reads what follows, nothing being 0. Our lexer
// splits `0d`, `0F`, `0x1.5`, `0z1` into a number and a name (or `.5`), and we refused them
// ("expected ',' before 'd'"; seed-20 float campaign: `real8 0d`, `.float 0F`). A second
// piece after a space is gas's junk. `.dcb.x 2, +1234...890` is a float to gas, not a bignum.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000010 00000000 00000000 0000c03f 0000c03f
// CHECK-NEXT: 0x00000020 0000803f 00000040 00000000 00000000
// CHECK-NEXT: 0x00000030 00000000 00000000 8874c76f 8874c76f
// RUN: printf '\t.data\n\t.float 0d 1\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:12: error: junk at end of line, first unrecognized character is `1'
// REQUIRES: ia64-as
// RUN: %ia64-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: :2: Error: junk at end of line, first unrecognized character is `1'
	.data
	real8 0d
	.float 0F, 0z
	.double 0r
	.float 0x1.5, 0b1.5, 0z1, 0q2
	.dcb.d 2, 0D
	.dcb.s 2, +123456789012345678901234567890
