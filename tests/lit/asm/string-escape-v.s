// `\v` in a string is the vertical tab 0x0b, as GNU as reads it (read.c's
// escapes: \b \f \n \r \t \v, octal, \x); it was the letter 'v'. `\V` stays
// a plain 'V' (unknown escapes stand for themselves). Found by
// fuzz/gas_gen_data.py (--with strings).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 0b560b0b 00610b00 0b000000 0b000000
// `sched` prints it back so that it means the same byte.
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
	.data
	.ascii "\v\V\v"
	.string "\v"
	.asciz "a\v"
	.string16 "\v"
	.string32 "\v"
