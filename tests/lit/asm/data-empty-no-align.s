// An integer data directive without operands writes nothing and does not
// align: GNU as's cons() returns at the empty operand field before
// md_cons_align. We aligned `data2`, `data4`, `.long`, `data8`, `.quad` (found
// by fuzz/gas_differential.py --with macros, seed 2601: `data2 \k` in an
// `.irpc` of no characters). A float directive aligns even so, as in gas.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 01020304 00000000 0506
// Same bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
	data1 1
	data2
	data1 2
	data4
	data1 3
	.long
	.quad
	data8
	data1 4
	real8
	data1 5
	.float
	data1 6
