// GNU as types STT_TLS the symbol of an instruction's TLS relocation
// (md_apply_fix: TPREL14/22/64I, DTPREL14/22/64I, LTOFF_TPREL22,
// LTOFF_DTPMOD22, LTOFF_DTPREL22), not that of a data one: `data8
// @tprel(d)` leaves an undefined d NOTYPE. We typed both TLS. Found by
// fuzz/gas_gen_data.py (--with relocop).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND d_tprel
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND d_dtprel
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND d_dtpmod
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND d_dtprel32
// CHECK-DAG: TLS GLOBAL DEFAULT UND i_tprel
// CHECK-DAG: TLS GLOBAL DEFAULT UND i_ltoff
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | FileCheck %s
	.data
	data8 @tprel(d_tprel)
	data8.ua @dtprel(d_dtprel+8)
	data8 @dtpmod(d_dtpmod)
	data4 @dtprel(d_dtprel32)
	.text
	addl r2 = @ltoff(@tprel(i_ltoff)), gp
	adds r3 = @tprel(i_tprel), r13
