// `.psr abi32/abi64/lsb/msb` (LLVM's old IA-64 backend starts every file with `.psr lsb`,
// `.radix C`, `.psr abi64`): GNU as sets e_flags' EF_IA_64_ABI64 and EF_IA_64_BE bits, the last
// directive winning; the data keeps the object's byte order. Under -mbe, `.psr lsb` clears BE.
// REQUIRES: ia64-as
// RUN: %epicsched as %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched as -mbe %s -o %t.be.o
// RUN: %ia64-as -mbe %s -o %t.gnu.be.o
// RUN: cmp %t.be.o %t.gnu.be.o
// RUN: ia64-linux-gnu-readelf -h %t.be.o | FileCheck %s
// CHECK: Data: 2's complement, big endian
// CHECK: Flags: 0x0
// RUN: not %epicsched asm %S/Inputs/psr-bad.s -o %t.bad.o 2>&1 | FileCheck %S/Inputs/psr-bad.s
	.psr	msb
	.radix	C
	.psr	abi64
	.psr	abi32, lsb
	.data
	data8	0x1122334455667788
