// A label defined again where it already is: GNU as (symbols.c colon) takes
// it as the same symbol when nothing was emitted between (labels, stops,
// another section's data, `{ }`); after an alignment, `.org`, data or code it
// is "symbol `L' is already defined". We refused every redefinition. Found by
// fuzz/gas_differential.py (seed 2001: n9 `L8:` twice).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 2 L8
// CHECK-DAG: 0000000000000008 0 NOTYPE GLOBAL DEFAULT 2 G
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// ERRORS')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:3:1: error: symbol 'A' is already defined
// BAD: bad.s:6:1: error: symbol 'B' is already defined
// BAD: bad.s:9:1: error: symbol 'C' is already defined
// Both agree with GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.data
L8:
L8:
	.pushsection .rodata
	data1 1
	.popsection
L8:
	data8 L8
G:
	.global G
G::
	data8 G
// ERRORS
// 	.data
// A:	data1 1
// A:
// 	.text
// B:
// 	.align 32
// B:
// 	.section .x,"aw",@progbits
// C:
// 	.org 4
// C:
