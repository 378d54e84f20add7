// A unit-less `hint` (auto code picks its unit): at the start of a group it
// lands in an M slot, where GNU as 2.40 checks hint.m's 19 bits, so
// `hint 524288` is its "Bad operand value" although hint.i takes 21 bits
// (the value decides no unit: asm/generic-hint-by-slot.s). `.mli` is GNU as's
// other name for the `.mlx` template. Found by fuzz/gas_differential.py (seed
// 5001: n1231 `hint (E4-E4)+2097151`, n533 `{ .mli`).
// RUN: %epicsched asm %s -o %t.o
// RUN: %epicsched disasm %t.o | FileCheck %s
// CHECK: hint.m 524287
// CHECK: [MLX]
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().replace('524287', '524288'))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:[[@LINE+6]]:{{[0-9]+}}: error: {{.*}}524288
// Both agree with GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.text
	hint 524287
	.explicit
{ .mli
	nop.m 0
	movl r2 = 0x123456789
}
