// `.eqv S, . - D0`: GNU as reads the value again at each use (the data8
// below: 8) and writes the symbol from its value read at the end of input,
// where `.` is the end of the section current then (.text's 0x20
// for both). We wrote the place of the `.eqv` (0). Found by fuzz/gas_gen_data.py
// (--with symbols, seed 20); values probed with ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// RUN: llvm-readelf -x .text %t.o | FileCheck %s --check-prefix=DATA
D0:
	data8 0
.eqv S4, . - D0
.eqv S5, .
	data8 S4
	.data
	data4 1
	.text
	data8 0, 0
// CHECK-DAG: {{0+}}20 {{.*}} ABS S4
// CHECK-DAG: {{0+}}20 {{.*}} 1 S5
// DATA: 0x00000000 00000000 00000000 08000000 00000000
