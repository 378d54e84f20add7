// -g's DW_TAG_subprogram entries: an equate GNU as keeps as an expression is none
// (a lazy `==`, or an equate naming a function not defined yet: glibc's
// `.set __GI_memcpy, memcpy` ahead of memcpy), while an equate after the definition
// copies the label and is one (`.weak memmove ; memmove = memcpy`).
// REQUIRES: ia64-as
// RUN: %epicsched asm -g %s -o %t.o
// RUN: %ia64-as -g %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -wi %t.o | FileCheck %s
// CHECK-COUNT-2: DW_TAG_subprogram
// CHECK-NOT: DW_TAG_subprogram
	.text
	.globl __GI_memcpy
	.hidden __GI_memcpy
	.set __GI_memcpy, memcpy
	.global memcpy#
	.proc memcpy#
memcpy:
	nop.m 0
	br.ret.sptk.many b0
	.endp memcpy#
	.weak memmove
	memmove = memcpy
	lazy == memcpy
	.global lazy
