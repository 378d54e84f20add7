// In `.struct`'s absolute section GNU as takes integer data whose value folds
// to 0 (read.c emit_expr): it only moves the offset, by the width aligned as
// in a section (`.ua`, `.2byte`... unaligned; `.uleb128 0` one byte). We
// refused every data directive there. A value other than 0 and any float
// stay gas's errors. Found by fuzz/gas_gen_data.py (--with struct).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000001 0 NOTYPE LOCAL DEFAULT ABS f_q
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT ABS f_ua
// CHECK-DAG: 0000000000000018 0 NOTYPE LOCAL DEFAULT ABS f_o
// CHECK-DAG: 0000000000000030 0 NOTYPE LOCAL DEFAULT ABS f_4
// CHECK-DAG: 0000000000000038 0 NOTYPE LOCAL DEFAULT ABS f_leb
// CHECK-DAG: 0000000000000039 0 NOTYPE LOCAL DEFAULT ABS f_end
// Below 0 the offset rounds up too (it rounded toward 0: -8 + 7 made 0).
// CHECK-DAG: fffffffffffffffc 0 NOTYPE LOCAL DEFAULT ABS n_al
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT ABS n_q
// RUN: printf '\t.struct 0\n\tdata8 0, 1\n\t.sleb128 2\n\treal8 0\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:2: error: attempt to store value in absolute section
// BAD: bad.s:3:2: error: attempt to store value in absolute section
// BAD: bad.s:4:2: error: attempt to store float in absolute section
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | grep ABS > %t.gas.txt
// RUN: llvm-readelf -s %t.o | grep ABS | diff %t.gas.txt -
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.struct 0
	.byte 0
f_q:	.quad 0
f_ua:	data8.ua 1 - 1
f_o:	.byte 0
	.octa 0
f_4:	.4byte 0, 0
f_leb:	.uleb128 0
f_end:
	.struct -6
	.balign 4
n_al:	.struct -12
	data8 0
n_q:
	.data
	data8 f_end
