// GNU as operators and precedence (gas/expr.c ranks: unary, then * / % << >>,
// then | & ^ !, then + -, then comparisons, then &&, then ||). Constant
// subexpressions fold; the values below were checked against
// ia64-linux-gnu-as with objdump.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.data
// CHECK: data .quad int size=8 [7, 3, -3, -1, 4611686018427387900]
	.quad 2*3+1, 6 & 3 + 1, -7 / 2, -7 % 2, -16 >> 2
// CHECK: data .quad int size=8 [-1, -1, 1, 0, -3]
	.quad 2 - 3 == -1, 1 <> 2, 3 && 0 || 2, 1 > 2, 5 ! 2
// CHECK: data .quad int size=8 [7, 8, 5, 97, 256]
	.quad 1 ^ 3 * 2, 010, 0b101, 'a, 1 << 8
// CHECK: data .quad int size=8 [-2, 0, 1, -1, 1]
	.quad ~1, !5, !0, (1 + 2) * 3 >= 9, 1 < 2 && 2 < 3
// Symbols not yet defined stay symbolic, with the tree showing the
// precedence (x is an absolute symbol defined at the end, which GNU as
// resolves then).
// CHECK: data .quad int size=8 [((x * 2) + 1), ((x + 1) == 2), (x | 8)]
	.quad x * 2 + 1, x + 1 == 2, x | 1 << 3
// CHECK: data .quad int size=8 [-(x), ~((x - 1))]
	.quad -x, ~(x - 1)
x = 5
