// A float directive's value `0f` alone: GNU as skips the `0LETTER` prefix and
// reads the float 0; we read it as a reference to a local label 0 and refused
// the file ("local label '0f' has no following definition"), also when a
// label 0 follows. Found by fuzz/gas_gen_data.py (--with float). (`0d`, `0F`
// alone are still refused: "expected ','".)
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 00002041 00000000 00000000 00000000
	.data
	real4 10, 0f
	real8 0f
0:	.float 0f
