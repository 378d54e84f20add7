// A lazy equate of `.` (`X == .`) goes into the symbol table with the `.`
// GNU as has at the end of input: that of the section current there, also
// when the input ends with a switch to a section and no statement after it.
// We took the section of the last statement read (.text, 0x20) where GNU as
// 2.40 gives .data's end (section 2, value 1) (fuzz/gas_differential.py
// --with fragrun, seed 2705: 366 of 1,000 programs).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK: 0000000000000001 0 NOTYPE LOCAL DEFAULT 2 X
	.data
	data1 1
	.text
X == .
	add r8 = r9, r10
	adds r9 = X - 1f, r0
1:	nop 0
	.data
