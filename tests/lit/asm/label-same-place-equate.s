// A label defined again with only an equate between is at the same place to
// GNU as (an equate starts no frag; symbols.c colon), in code and data; `. =`
// moves the location counter and is a redefinition elsewhere. We refused the
// first (found by fuzz/gas_differential.py --with macros, seed 2601: `L1:` in
// an `.irpc` body beside `E0 = 4`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} L1
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} L2{{$}}
// CHECK-DAG: 0000000000000001 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} L2x
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// ERRORS')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:4:1: error: symbol 'A' is already defined
// Both agree with GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.data
L1:
E0 = 4
L1:
	.set E1, 5
L1:
	data1 1
	.text
L2:
E2 = .
L2:
	nop.m 0
	.data
	.irpc i, 123
L2x:
E0 = \i
	.endr
// ERRORS
// 	.data
// A:
// 	. = . + 1
// A:
