// GNU as rejects a label between the instructions of a braced bundle (fine
// before the first and after the last), and every radix but C's.
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %ia64-as -o %t.o %s
	.explicit
{ .mii
first:
	nop.m 0
	nop.i 0
// CHECK: errors-bundle-label-radix.s:[[@LINE+1]]:1: error: a label must be first in a bundle
middle:
	nop.i 0
last:
}
{ .mlx
	nop.m 0
	movl r2 = 1
after_mlx:
}
// A numeric label alike (it was taken in the middle of the bundle).
{ .mii
1:	nop.m 0
// CHECK: errors-bundle-label-radix.s:[[@LINE+1]]:1: error: a label must be first in a bundle
2:	nop.i 0
	nop.i 0
3:
}
	.radix C
	.radix c#
// CHECK: errors-bundle-label-radix.s:[[@LINE+1]]:2: error: radix 'a' is not supported (only C)
	.radix a
