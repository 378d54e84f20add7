// `.loc` operands are absolute expressions, as GNU as reads them
// (dwarf2_directive_loc): the file, the line, a column starting with a
// digit, and the values of is_stmt, isa, discriminator and a numeric view,
// blanks allowed around operators (`.loc 1 5 -3` is line 2, no column), an
// equate defined before the line taken. They were errors ("'is_stmt' needs
// a number, not '2-1'"), and `.loc 1 5 -3` was column -3 refused.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gas.o
// RUN: cmp %t.o %t.gas.o
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.o 2>&1 | count 0
// RUN: %ia64-objdump --dwarf=rawline %t.o | FileCheck %s
// CHECK: Set column to 6
// CHECK: Set ISA to 2
// CHECK: Set column to 3
// CHECK: Set ISA to 3
// CHECK: set Discriminator to 2
// RUN: printf '.file 1 "a.c"\n.loc 1 5 is_stmt y\nnop.i 0\n' > %t.e.s
// RUN: not %epicsched asm %t.e.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: e.s:2:1: error: 'is_stmt' needs a number, not 'y'
	.file 1 "a.c"
x = 1
	.text
	.loc 1 2+3
	nop.i 0
	.loc 1 5 2*3 isa 0x2
	nop.i 0
	.loc 1 5 -3
	nop.i 0
	.loc 1 (5) 3 isa 1 + 2 is_stmt 2-1
	nop.i 0
	.loc 1 5 view 1-1
	.loc 1 6 discriminator 1+1 is_stmt ~-2
	nop.i 0
	.loc 1 7 view -1+1
	nop.i 0
	.loc x 8 1+x is_stmt x-1 view - 0
	nop.i 0
	.loc 1 9 is_stmt (1)
	nop.i 0
