// GNU as starts in .text: a '.previous' after the first '.section' returns to
// .text; every switch (even to the current section) becomes the previous one;
// '.previous' with no switch before it is a warning and ignored, as in gas.
// RUN: %epicsched parse %s --dump 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %ia64-as -o %t.o %s
// WARN: sections-previous.s:[[@LINE+1]]:2: warning: '.previous' without a previous section; ignored
	.previous
	.section .data.once, "aw"
	data1 1
	.previous
	nop.i 0
	.data
	.data
	.previous
	data1 2
	.pushsection .rodata
	data1 3
	.popsection
	data1 4
	.text
	.previous
	data1 5
// CHECK: section .data.once flags="aw"
// CHECK-NEXT: data data1 int size=1 [1]
// CHECK-NEXT: section .text
// CHECK-NEXT: inst nop.i imm:0
// CHECK-NEXT: section .data
// CHECK-NEXT: data data1 int size=1 [2]
// CHECK-NEXT: data data1 int size=1 [4]
// CHECK-NEXT: data data1 int size=1 [5]
// CHECK-NEXT: section .rodata
// CHECK-NEXT: data data1 int size=1 [3]
