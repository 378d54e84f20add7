// A symbol `.equiv`, `.eqv` or `==` defined cannot be defined again (by a
// label, `=`, `.set`, `.equ` or those three), and those three refuse a symbol
// already defined; a label cannot be redefined by `.set`. GNU as refuses each
// ("symbol `a' is already defined"); we took all but `.equiv` after a
// definition, the last value winning, exit 0. `=`/`.set`/`.equ` still
// redefine each other, and a label may follow them. Found by
// fuzz/gas_gen_data.py (--with symbols).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 03000000 00000000
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: printf '\t.equiv a,1\n\t.set a,2\n' > %t.d/1.s
// RUN: printf '\t.eqv a,1\na = 2\n' > %t.d/2.s
// RUN: printf 'a == 1\n\t.equ a,2\n' > %t.d/3.s
// RUN: printf '\t.set a,1\n\t.eqv a,2\n' > %t.d/4.s
// RUN: printf 'a == 1\na == 2\n' > %t.d/5.s
// RUN: printf 'a:\n\t.set a,2\n' > %t.d/6.s
// RUN: printf '\t.eqv a,1\na:\n' > %t.d/7.s
// RUN: not %epicsched asm %t.d/1.s -o %t.d/1.o 2>&1 | FileCheck %s --check-prefix=BAD1
// BAD1: 1.s:2:2: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/2.s -o %t.d/2.o 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: 2.s:2:1: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/3.s -o %t.d/3.o 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: 3.s:2:2: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/4.s -o %t.d/4.o 2>&1 | FileCheck %s --check-prefix=BAD4
// BAD4: 4.s:2:2: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/5.s -o %t.d/5.o 2>&1 | FileCheck %s --check-prefix=BAD5
// BAD5: 5.s:2:1: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/6.s -o %t.d/6.o 2>&1 | FileCheck %s --check-prefix=BAD6
// BAD6: 6.s:2:2: error: symbol 'a' is already defined as a label
// RUN: not %epicsched asm %t.d/7.s -o %t.d/7.o 2>&1 | FileCheck %s --check-prefix=BAD7
// BAD7: 7.s:2:1: error: symbol 'a' is already defined
// REQUIRES: ia64-as
// RUN: not ia64-linux-gnu-as %t.d/1.s -o %t.d/1.gas.o
// RUN: not ia64-linux-gnu-as %t.d/2.s -o %t.d/2.gas.o
// RUN: not ia64-linux-gnu-as %t.d/3.s -o %t.d/3.gas.o
// RUN: not ia64-linux-gnu-as %t.d/4.s -o %t.d/4.gas.o
// RUN: not ia64-linux-gnu-as %t.d/5.s -o %t.d/5.gas.o
// RUN: not ia64-linux-gnu-as %t.d/6.s -o %t.d/6.gas.o
// RUN: not ia64-linux-gnu-as %t.d/7.s -o %t.d/7.gas.o
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
	.set a, 1
	.equ a, 2
a = 3
	.data
	data8 a
