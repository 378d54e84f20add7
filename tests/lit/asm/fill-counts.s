// Counts GNU as ignores, with its warnings and no bytes: a negative `.fill`
// repeat count ("repeat < 0; .fill ignored", also when a label difference
// gives it), a `.skip`/`.space`/`.zero`/`.ds.*` count that is zero or
// negative (".space repeat count is zero, ignored", gas's words for both);
// `.fill N, 0, V` writes nothing. Expected values: ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: ia64-linux-gnu-objdump -s -j .data %t.o | FileCheck %s --check-prefix=DATA
// RUN: %if ia64-as %{ %ia64-as %s -o %t.gnu.o 2>/dev/null %}
// RUN: %if ia64-as %{ cmp %t.o %t.gnu.o %}
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: repeat < 0; .fill ignored
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: repeat < 0; .fill ignored
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: .space repeat count is zero, ignored
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: .space repeat count is zero, ignored
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: .space repeat count is zero, ignored
// CHECK: fill-counts.s:[[@LINE+11]]:{{[0-9]+}}: warning: .space repeat count is zero, ignored
// CHECK: fill-counts.s:[[@LINE+13]]:{{[0-9]+}}: warning: .space repeat count is zero, ignored
// CHECK-NOT: warning
// DATA: 0000 090a0b08
	.data
a:	data1 9
b:	.fill -1, 4, 7
	.fill b - a - 2, 1, 3
	.skip -4, 1
	.space 0
	.zero -2
	.ds.l 0
	data1 10
	.fill 2, 0, 1
	.ds.b a - b
	data1 11
	.fill 0, 4, 1
	data1 8
