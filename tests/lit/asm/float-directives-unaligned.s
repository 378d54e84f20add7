// GNU as aligns data1..16, real4..16 and the integer directives (.short, .long,
// .quad ...) to their size on IA-64, but not the generic float directives
// .float, .single and .double: after a byte they start at the next byte (they
// were aligned here, silently moving every later byte). Followed by code in an
// executable section, the misplaced location is GNU as's error.
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s
// CHECK: .data: {{[0-9]+}} bytes identical
// RUN: %ia64-objdump -s -j .data %t.o | FileCheck --check-prefix=BYTES %s
// BYTES: 0000 07000000 00000000 00090000 803f0a00
// BYTES: 0010 00803f0b
// RUN: not %epicsched asm %S/Inputs/double-before-code.s -o %t.bad.o 2>&1 | FileCheck --check-prefix=CODE %s
// CODE: double-before-code.s:{{[0-9]+}}:{{[0-9]+}}: error: instruction address is not a multiple of 16
	.data
	data1 7
	.double 0
	data1 9
	.float 1
	data1 10
	.single 1
	data1 11
