// Arithmetic on user numbers wraps in 64-bit two's complement as GNU as's
// does (never undefined behaviour): sums past INT64_MAX, label differences
// folded by the emitter, shift counts outside 0..63 (0, as GNU as), and
// INT64_MIN / -1 (GNU as traps there; we give INT64_MIN, and 0 for %).
// REQUIRES: ia64-as
// RUN: sed -e '/TRAPS/d' %s > %t.gas.s
// RUN: %ia64-as %t.gas.s -o %t.gnu.o
// RUN: %epicsched asm %t.gas.s -o %t.o
// RUN: %ia64-objdump -s -j .data %t.o | grep '^ [0-9a-f]' > %t.ours
// RUN: %ia64-objdump -s -j .data %t.gnu.o | grep '^ [0-9a-f]' > %t.gnu
// RUN: diff %t.ours %t.gnu
// RUN: %ia64-objdump -r %t.o | FileCheck %s --check-prefix=RELOC
// RELOC: DIR64LSB .data+0x7fffffffffffffff
// RUN: %epicsched asm %s -o %t.all.o
// RUN: %ia64-objdump -s -j .data %t.all.o | FileCheck %s
// CHECK: 0040 00000000 00000080 00000000 00000000
	.data
a:	data8 . + 0x7fffffffffffffff
b:	data8 0x7fffffffffffffff + 0x7fffffffffffffff + 3
	data8 (b - a - 7) << -1
	data8 (b - a - 7) << 64
	data8 (b - a - 9 - 0x7fffffffffffffff) + (b - a - 9 - 0x7fffffffffffffff)
	data8 -(b - a - 9 - 0x7fffffffffffffff)
	data8 (b - a) * 0x2000000000000000
	data8 (b - a) - 9 - 0x7fffffffffffffff - 1
	data8 (b - a - 9 - 0x7fffffffffffffff) / -1	// TRAPS in GNU as
	data8 (b - a - 9 - 0x7fffffffffffffff) % -1	// TRAPS in GNU as
