// `.uleb128`/`.sleb128`: constants are their LEB128 bytes; a value known only
// at layout (a label difference, as in GCC's exception tables and DWARF
// location lists) is sized as GNU as relaxes it: one byte to start, then the
// size its value needs, until no label moves. Before, a label difference was
// refused ("value must be a constant"), so no C++ file with exceptions
// assembled. Expected values: ia64-linux-gnu-as 2.40 (the objects are compared
// whole with `cmp`).
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-objdump -s -j .data -j .rodata %t.o | FileCheck %s
// RUN: %if ia64-as %{ %ia64-as %s -o %t.gnu.o %}
// RUN: %if ia64-as %{ cmp %t.o %t.gnu.o %}
// CHECK-LABEL: Contents of section .data:
// CHECK-NEXT: 0000 ac02017f ff7e8001 00ffffff ffffffff
// CHECK-NEXT: 0010 ffff0101 c8010281 01000000 00000000
// CHECK-LABEL: Contents of section .rodata:
// CHECK-NEXT: 0000 10308002 807e
	.data
	.uleb128 300, 1
	.sleb128 -1, -129, 128
	.uleb128 0, -1
// A constant, a forward difference of 200 (two bytes), a constant.
	.uleb128 1, 2f - 1f, 2
// The LEB's own length moves the label after it: 2 bytes, then 129 = 127 + 2.
3:	.uleb128 4f - 3b
	.skip 127
4:
1:	.skip 200
2:
// Differences of .text labels from another section: constants once .text is
// laid out (GCC's call-site table: `.uleb128 .LEHB0-.LFB0`); a label alone is
// its offset in its section, as GNU as takes it (no relocation).
	.section .rodata, "a", @progbits
	.uleb128 .Lb - .La, .Lc - .La, .Ld - .La
	.sleb128 .La - .Ld
	.text
.La:	nop.m 0
	nop.i 0
	nop.i 0
.Lb:	nop.m 0
	nop.i 0
	nop.i 0
	.skip 16
.Lc:	nop.m 0
	nop.i 0
	nop.i 0
	.align 256
.Ld:
