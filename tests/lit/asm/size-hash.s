// `.size NAME#, N` before the label (GCC's object data): the `#` suffix is
// tc-ia64's "not a register" mark, the size belongs to NAME. GNU as 2.40's
// readelf -s of this file: digits 65, s.0 7.
// RUN: %epicsched asm %s -o %t.o
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-readelf -s %t.o | FileCheck %s
// CHECK: 0000000000000000    65 OBJECT  LOCAL  DEFAULT    {{[0-9]+}} digits
// CHECK: 0000000000000000     7 OBJECT  LOCAL  DEFAULT    {{[0-9]+}} s.0
	.section .rodata
	.align 8
	.type digits#, @object
	.size digits#, 65
digits:
	stringz "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	.sbss
	.type s.0#, @object
	.size s.0#, 7
s.0:
	.skip 7
