// Data directives: IA-64 dataN/realN/string(z) pseudo-ops without a dot,
// GNU data directives, .xdata into other sections, fills and alignment.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.data
// CHECK: data data1 int size=1 [1, 2]
	data1 1, 2
// CHECK: data data2 int size=2 [3]
	data2 3
// CHECK: data data4.ua int size=4 unaligned [4]
	data4.ua 4
// CHECK: data data8.ua int size=8 unaligned [sym]
	data8.ua sym
// CHECK: data real4 float size=4 [0f1.5]
	real4 0f1.5
// CHECK: data real8 float size=8 [2.5, 1]
	real8 2.5, 1
// CHECK: data real10 float size=10 [1.0e3]
	real10 1.0e3
// CHECK: data stringz string zero-terminated ["a\"b\n"]
	stringz "a\"b\n"
// CHECK: data string string ["x", "y"]
	string "x", "y"
// CHECK: data .ascii string ["\t\x01"]
	.ascii "\t\001"
// CHECK: data .asciz string zero-terminated ["z"]
	.asciz "z"
// CHECK: data .byte int size=1 [255]
	.byte 0xff
// CHECK: data .short int size=2 [5]
	.short 5
// CHECK: data .long int size=4 [6]
	.long 6
// CHECK: data .quad int size=8 [7]
	.quad 7
// CHECK: data .skip fill size=1 [8, 0]
	.skip 8
// CHECK: data .space fill size=1 [4, 255]
	.space 4, 0xff
// CHECK: data .fill fill size=4 [2, 17]
	.fill 2, 4, 0x11
// CHECK: directive .align args=[16]
	.align 16
// CHECK: directive .p2align args=[3]
	.p2align 3
// CHECK: directive .balign args=[8, 0]
	.balign 8, 0
// CHECK: directive .org args=[256]
	.org 0x100
// .xdata puts its data into the named section.
	.xdata4 .rodata, 9
	.xdata8 ".IA_64.unwind_info", 10
// CHECK: section .rodata
// CHECK-NEXT: data .xdata4 int size=4 [9]
// CHECK: section .IA_64.unwind_info
// CHECK-NEXT: data .xdata8 int size=8 [10]
sym:
