// An alignment in handler data raises the alignment of the unwind info section, as an
// alignment does in any section of GNU as: `.align 32` gives sh_addralign 32, a `data16` 16
// (we kept 8: a section header other than gas's). Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -WS %t.o | FileCheck %s
// CHECK: .IA_64.unwind_info PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 00 A 0 0 32
// CHECK: .IA_64.unwind_info.text.b PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 00 A 0 0 16
	.proc f
f:	.prologue
	nop.m 0
	.handlerdata
	data1 1
	.align 32
	data1 2
	.endp f
	.section .text.b,"ax",@progbits
	.proc g
g:	.prologue
	nop.m 0
	.handlerdata
	data1 1
	data16 5
	.endp g
