// Equates that define each other: GNU as refuses the loop when it writes the symbol table, so
// even when nothing uses them ("symbol definition loop encountered at `A'"); we refused it only
// at a use (seed-20 symbols campaign: `.eqv` loops).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// CHECK-DAG: equate-loop-unused.s:11:{{[0-9]+}}: error: symbol definition loop encountered at `A'
// CHECK-DAG: equate-loop-unused.s:13:{{[0-9]+}}: error: symbol definition loop encountered at `C'
// REQUIRES: ia64-as
// RUN: not %ia64-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS: Error: symbol definition loop encountered at `A'
	.data
	.eqv A, B + 1
	.eqv B, A
	C = D
	D == C - 4
	data4 1
