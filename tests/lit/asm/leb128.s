// `.uleb128`/`.sleb128` write the LEB128 bytes of each constant (they were
// dropped without a word before); a label difference, which GNU as sizes at
// layout, is a located error rather than a silently missing value.
// Expected values: ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-objdump -s -j .data %t.o | FileCheck %s
// RUN: %if ia64-as %{ %ia64-as %s -o %t.gnu.o %}
// RUN: %if ia64-as %{ cmp %t.o %t.gnu.o %}
// RUN: printf '\t.data\na:\t.uleb128 b - a\nb:\n' > %t.diff.s
// RUN: not %epicsched asm %t.diff.s -o %t.diff.o 2>&1 | FileCheck %s --check-prefix=DIFF
// CHECK: 0000 ac02017f ff7e8001 00ffffff ffffffff
// CHECK: 0010 ffff01{{ }}
// DIFF: diff.s:2:{{[0-9]+}}: error: .uleb128 value must be a constant
	.data
	.uleb128 300, 1
	.sleb128 -1, -129, 128
	.uleb128 0, -1
