// `.size x, Q` with a bare equate name sized x 0: the name was kept as a
// word, not a value, and the size was dropped (wrong symbol size, exit 0).
// GNU as (obj_elf_size) takes a value constant at the directive as it is
// then (`Q = 3`, `.size a, Q`, `Q = 2`: 3), else at the end (R defined
// after). Found by fuzz/gas_gen_data.py (--with symbols).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 3 NOTYPE LOCAL DEFAULT 2 a
// CHECK-DAG: 6 NOTYPE LOCAL DEFAULT 2 b
// CHECK-DAG: 5 NOTYPE LOCAL DEFAULT 2 c
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -s %t.sched.o | FileCheck %s
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | FileCheck %s
	.data
Q = 3
a:	.size a, Q
b:	.size b, Q * 2
c:	.size c, R
Q = 2
R = 5
	data1 0
