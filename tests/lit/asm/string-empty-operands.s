// String data skips empty operands, as GNU as's stringer does: a leading,
// doubled or trailing comma (also one before a comment) is no error and
// writes nothing. We refused them with "missing operand after ','" (found by
// fuzz/gas_differential.py --with strings, seed 2704). The bytes are GNU as's
// (ia64-linux-gnu-as 2.40).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 78796162 63006400 
// RUN: not %epicsched asm %S/Inputs/string-junk-operand.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=JUNK
// JUNK: string-junk-operand.s:2:14: error:
	.data
	.ascii "x",,"y"
	.ascii ,"a",
	string "b", // c
	.asciz "c" , ,
	stringz "d",
