// A trailing `#` marks a name as a symbol even when it spells a register
// (GCC's convention), so `r5#` is the symbol r5.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
// CHECK: inst br.call.sptk.many BR:b0 = imm:r5
	br.call.sptk.many b0 = r5#
// CHECK: inst addl GR:r2 = imm:@ltoff(b1), GR:r1
	addl r2 = @ltoff(b1#), gp
