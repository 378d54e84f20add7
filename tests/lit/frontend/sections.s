// Section switching: named sections, .section with flags and type,
// .pushsection/.popsection and .previous.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	nop.i 0
	.data
	data4 1
	.previous
	nop.i 1
	.section .text.init, "ax", @progbits
	nop.i 2
	.pushsection .rodata.str, "aMS", @progbits, 1
	stringz "hi"
	.popsection
	nop.i 3
	.section ".data..percpu", "aw"
	data8 4
	.sdata
	data8 5
	.sbss
	.bss
	.skip 16
	.rodata
	data1 6
// CHECK: section .text
// CHECK-NEXT: inst nop.i imm:0
// CHECK-NEXT: inst nop.i imm:1
// CHECK-NEXT: section .data
// CHECK-NEXT: data data4 int size=4 [1]
// CHECK-NEXT: section .text.init flags="ax" type=@progbits
// CHECK-NEXT: inst nop.i imm:2
// CHECK-NEXT: inst nop.i imm:3
// CHECK-NEXT: section .rodata.str flags="aMS" type=@progbits
// CHECK-NEXT: data stringz string zero-terminated ["hi"]
// CHECK-NEXT: section .data..percpu flags="aw"
// CHECK-NEXT: data data8 int size=8 [4]
// CHECK-NEXT: section .sdata
// CHECK-NEXT: data data8 int size=8 [5]
// CHECK-NEXT: section .sbss
// CHECK-NEXT: section .bss
// CHECK-NEXT: data .skip fill size=1 [16, 0]
// CHECK-NEXT: section .rodata
// CHECK-NEXT: data data1 int size=1 [6]
