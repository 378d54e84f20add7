// `.previous` right after the first `.section` returns to the initial .text
// (GNU as; the Linux corpus files start this way). It used to be an error.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
// CHECK: section __ex_table flags="a"
// CHECK: section .text
// CHECK-NEXT: inst nop.m imm:0
	.section __ex_table, "a"
	.previous
	nop.m 0
