// LEB128 values GNU as cannot resolve at layout are located errors, as in GNU
// as: an undefined symbol (its words), a difference across sections.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if ia64-as %{ not %ia64-as %s -o %t.gnu.o %}
	.data
// CHECK: leb128-errors.s:[[@LINE+1]]:11: error: leb128 operand is an undefined symbol: undef
	.uleb128 undef
// CHECK: leb128-errors.s:[[@LINE+1]]:11: error: difference of symbols in different sections is not a constant
	.uleb128 .Ltext - .
// CHECK: leb128-errors.s:[[@LINE+1]]:11: error: difference of symbols in different sections
	.sleb128 .Ltext - .Ldata
.Ldata:
	.text
.Ltext:	nop.m 0
