// `.align N,,MAX` (GNU as: default fill, at most MAX bytes skipped), as
// Linux and glibc write it; an empty operand anywhere else is an error
// located at its comma. Was "unexpected ','".
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=DATA
// RUN: printf 'add r1=r2,,r3\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: .text: {{[0-9]+}} bytes identical
// DATA: .data: {{[0-9]+}} bytes identical
// BAD: bad.s:1:10: error: missing operand after ','
	.text
	nop.m 0
	.align 128,,32
	nop.m 0
	.align 64,,64
	nop.i 0
	.data
	.byte 1
	.align 16,,4
	.byte 2
	.balign 8,,2
	.byte 3
	.p2align 5,,31
	.byte 4
