// A unit-less `hint` in auto code: GNU as 2.40 parses a 21-bit value, lets
// the slot it lands in pick the unit (M first: `hint.m`, else I, F or X) and
// only then checks the value against that unit's field, 19 bits on M
// ("Bad operand value: integer operand out of range"), 21 on I, F and X. So
// `hint 2007035` after `xor` (slot 1 of an MII) is hint.i, while at a group
// start (slot 0, M) the same value is refused. We refused every value above 19
// bits (fuzz/gas_differential.py, seed 5001; the class "unit-less hint").
// RUN: %epicsched asm %s -o %t.o
// RUN: %epicsched disasm %t.o | FileCheck %s
// CHECK: xor r1=r2,r3
// CHECK-NEXT: hint.i 0x1e9ffb
// CHECK: hint.f 0x179660
// CHECK: hint.x 0x179660
// CHECK: hint.i 0x1fffff
// A hint whose turn comes at a B slot (hint.b, which gas refuses by default)
// ends that bundle and becomes hint.i in the next (gas's BBB then MII):
// CHECK: [BBB] br.few b2
// CHECK-NEXT: nop.b 0x0
// CHECK-NEXT: nop.b 0x0
// CHECK-NEXT: [MII] nop.m 0x0
// CHECK-NEXT: hint.i 0x0
// CHECK-NEXT: hint.i 0x1
// CHECK-NEXT: [MII] hint.m 2
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// BAD' + ' CASES')[1].split('// WIDE' + ' CASE')[0].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:5:7: error: operand 1 of 'hint': 1545824 is out of range [0, 524287] in M slot
// BAD: bad.s:8:7: error: operand 1 of 'hint': 524288 is out of range [0, 524287] in M slot
// BAD-NOT: error
// Above 21 bits no unit takes it (gas: when it parses the operand).
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// WIDE' + ' CASE')[1].replace('// ', ''))" %s > %t.wide.s
// RUN: not %epicsched asm %t.wide.s -o %t.wide.o 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: wide.s:4:7: error: operand 1 of 'hint': 2097152 is out of range [0, 2097151]
// Both agree with GNU as (same bytes; the same lines refused).
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS: bad.s:5: Error: Bad operand value
// GAS: bad.s:8: Error: Bad operand value
// RUN: not ia64-linux-gnu-as -o %t.wide.gas.o %t.wide.s 2>&1 | FileCheck %s --check-prefix=GASWIDE
// GASWIDE: wide.s:4: Error: Operand 1 of `hint' should be a 21-bit unsigned
	.text
	xor r1 = r2, r3
	hint 2007035
	.explicit
{ .mfi
	nop.m 0
	hint 1545824
	nop.i 0
}
{ .mlx
	nop.m 0
	hint 1545824
}
	.auto
	nop.m 0
	nop.m 0
	hint 2097151
	.align 16
	br.few b2
	hint 0
	hint 1
	hint 2
// BAD CASES
// 	.text
// 	ld8 r1 = [r2]
// 	movl r3 = 5
// 	hint 1545824
// 	.explicit
// { .mii
// 	hint 524288
// 	nop.i 0
// 	nop.i 0
// }
// WIDE CASE
// 	.text
// 	nop.m 0
// 	hint 2097152
