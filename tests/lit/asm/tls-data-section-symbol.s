// A TLS operator in data on a label of an ordinary section: GNU as reduces
// the label to its section symbol like for any relocation (write.c's
// adjust_reloc_syms keeps the symbol only for a label of a TLS section, and
// tc-ia64 only for the function-descriptor relocations). We named the label
// (`D1 + 0x7fffffff` where gas writes `.data + 0x80000007`). Found by
// fuzz/gas_gen_data.py (--with relocop); relocations read from ia64-linux-gnu-as 2.40.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
	.data
D0:	data8 0
D1:	data8 0
	data8 @dtpmod(D1)+0x7fffffff
	data8 @dtprel(D1+8)
	data4 @dtprel(D0)
	data8 @fptr(D1)
	.section .tbss,"awT",@nobits
T0:	.skip 8
T1:	.skip 8
	.data
	data8 @dtprel(T1)+4
// CHECK: R_IA64_DTPMOD64LSB {{.*}} .data + 80000007
// CHECK-NEXT: R_IA64_DTPREL64LSB {{.*}} .data + 10
// CHECK-NEXT: R_IA64_DTPREL32LSB {{.*}} .data + 0
// CHECK-NEXT: R_IA64_FPTR64LSB {{.*}} D1 + 0
// CHECK-NEXT: R_IA64_DTPREL64LSB {{.*}} T1 + 4
