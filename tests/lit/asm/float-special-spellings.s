// Float data spellings GNU as 2.40 reads after `0` and a letter (its
// atof_generic): nan, qnan, snan (the quiet bit clear), inf, infinity in any
// case and with a sign, `.5`, an exponent without digits (`0f1e` is 1.0), and
// the letters s, p, t besides f, d, e, r. We refused all of these ("expected
// ',' before 'nan'", "local label '0f' has no following definition"): the
// lexer took `0f` for a local label reference. Hex floats (`0x1p3`) are
// gas's "junk at end of line" and our located error (at the value: its pieces are one
// literal, asm/float-prefix-letters.s).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 ffffff7f 0000807f 000080ff 0000807f
// CHECK-NEXT: 0x00000010 ffffff7f 0000807f ffffffff ffffbf7f
// CHECK-NEXT: 0x00000020 ffffff7f ffffbfff 0000807f 000080ff
// CHECK-NEXT: 0x00000030 0000803f 0000c03f 0000c03f 0000803f
// CHECK-NEXT: 0x00000040 0000c03f 0000c03f 0000c03f 0000003f
// CHECK-NEXT: 0x00000050 0000803f cdcc4cbd ffffff7f 0000807f
// CHECK-NEXT: 0x00000060 ffffffff ffffff7f ffffffff fffff77f
// CHECK-NEXT: 0x00000070 ffffffff fffff7ff 00000000 0000f0ff
// CHECK-NEXT: 0x00000080 00000000 0000f03f 00000000 0000d03f
// CHECK-NEXT: 0x00000090 ffffbf7f 00000000 ffffffff ffffff7f
// CHECK-NEXT: 0x000000a0 00000000 00000080 fe3f0000 00000000
// CHECK-NEXT: 0x000000b0 0080ff3f
// RUN: printf '\t.data\n\t.float 0x1p3\n\t.double 0f0x1p3\n\t.float 0fnanx\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:9: error: bad floating-point value
// BAD: bad.s:3:10: error: bad floating-point value
// BAD: bad.s:4:9: error: bad floating-point value
// Same bytes as GNU as; it rejects the same lines.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD-COUNT-3: Error: junk at end of line
	.data
	.float 0fnan, 0finf, 0f-inf, 0f+inf, 0fNaN, 0fInf, 0f-nan, 0fsnan, 0fqnan, 0f-snan
	.float 0finfinity, 0f-Infinity, 0f1e, 0s1.5, 0p1.5, 0t1, 0r1.5, 0F1.5, 0D1.5, 0f.5
	.float 0f1e+, 0f-.5e-1
	.single 0dnan, 0d+inf
	.double 0fnan, 0fsnan, 0f-snan, 0d-inf, 0f1e, 0f.25
	real4 0fsnan
	real8 0fqnan
	real10 0f.5, 0f1e
