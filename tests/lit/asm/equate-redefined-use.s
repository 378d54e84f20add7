// A relocatable equate redefined after a use: the use takes the value in
// force where it is read (GNU as copies the symbol at the redefinition), not
// the last one; the first data8 was relocated against .data+0x28 (wrong data).
// A use before any definition takes the first one. Found by
// fuzz/gas_differential.py (fuzz14's campaign).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %ia64-objdump -r %t.o | FileCheck %s
// RUN: %ia64-objdump -r %t.gnu.o | FileCheck %s
// CHECK:      0000000000000020 DIR64LSB .data+0x0000000000000010
// CHECK-NEXT: 0000000000000028 DIR64LSB .data+0x0000000000000028
// CHECK-NEXT: 0000000000000030 DIR64LSB .data+0x0000000000000018
// CHECK-NEXT: 0000000000000038 DIR64LSB .data+0x0000000000000018
	.data
	.skip 32
	.set s, .-16
	data8 s
	.set s, .
	data8 s
	data8 t
	.set t, . - 32
	data8 t
	.set t, .
