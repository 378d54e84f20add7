// Labels spelled like registers (`f1:`, `r5:`, `b0:`, `p6:`, `loc0:` with and
// without a frame): GNU as defines them as local symbols, but in an
// expression the name is the register. `.size f1, .-f1` is then its error
// (ours took it: a size for f1), and so is a register inside a data
// expression (`data8 f1+1`: ours relocated against the label).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gas.o
// RUN: cmp %t.o %t.gas.o
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.o 2>&1 | count 0
// RUN: printf 'f1:\n nop.i 0\n.size f1, .-f1\nr5:\n data8 r5*2\n data8 f1+1\n.regstk 0,2,0,0\nloc0:\n.size loc0, .-loc0\n' > %t.e.s
// RUN: not %epicsched asm %t.e.s -o %t.e.o 2>&1 | FileCheck %s
// CHECK: e.s:3:11: error: .size expression for f1 does not evaluate to a constant
// CHECK: e.s:5:8: error: register 'r5' cannot be used in an expression
// CHECK: e.s:6:8: error: register 'f1' cannot be used in an expression
// CHECK: e.s:9:13: error: .size expression for loc0 does not evaluate to a constant
// RUN: not %ia64-as %t.e.s -o %t.e.gas.o
	.text
f1:	nop.i 0
r5:	nop.i 0
b0:	nop.i 0
p6:	nop.i 0
loc0:	nop.i 0
	.type f1, @function
	.size f1, 16
	.global r5
	.size r5#, . - r5#
	.regstk 1, 1, 1, 0
in0:	nop.i 0
out0:	nop.i 0
	br.cond.sptk f1#
	.data
	data8 f1#, r5# + 4
