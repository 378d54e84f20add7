// A source with debug sections of its own (GCC's -g output: `.debug_info`,
// `.debug_abbrev`, an empty `.debug_line` it points at, `.debug_line_str`):
// GNU as writes its line table from `.loc` into the source's `.debug_line`
// (after what is there; `.debug_line_str` strings appended to the source's)
// and no unit of its own. Before, both were written: two `.debug_line`
// sections and a second unit. Expected values: ia64-linux-gnu-as 2.40.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm --gdwarf-5 %s -o %t.5.o
// RUN: %ia64-as --gdwarf-5 %s -o %t.gnu.5.o
// RUN: cmp %t.5.o %t.gnu.5.o
// RUN: ia64-linux-gnu-readelf -SW %t.5.o | FileCheck %s
// CHECK-COUNT-1: .debug_line PROGBITS
// CHECK-NOT: .debug_aranges
// CHECK-NOT: .debug_str
	.file 1 "x.c"
	.text
	.global f
	.proc f
f:
	.loc 1 3 0
	br.ret.sptk.many b0
	.endp f
	.section .debug_info,"",@progbits
.Ldi:
	data4 .Lend - .Ldi - 4
	data2 3
	data4 @secrel(.Ldebug_abbrev0)
	data1 8
.Lend:
	.section .debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	data1 0
	.section .debug_line,"",@progbits
.Ldebug_line0:
	.section .debug_line_str,"MS",@progbits,1
.LASF0:
	.string "x.c"
	.section .debug_info,"",@progbits
	data4 @secrel(.LASF0)
