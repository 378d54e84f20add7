// TLS relocations against a symbol of this file name that symbol, not its
// section: GNU as 2.40 writes `data8 @dtprel(t)` with t local in .tbss as
// DTPREL64LSB t + 0 (the addend stays with the symbol: `t+4` is t + 4), and
// likewise @tprel, @dtpmod and the @ltoff(@...) forms in instructions. The
// whole object is gas's byte for byte.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
// CHECK: R_IA64_DTPREL22 {{.*}} t + 0
// CHECK: R_IA64_LTOFF_DTPREL22 {{.*}} t + 0
// CHECK: R_IA64_LTOFF_TPREL22 {{.*}} u + 0
// CHECK: R_IA64_TPREL22 {{.*}} t + 0
// CHECK: R_IA64_LTOFF_DTPMOD22 {{.*}} t + 0
// CHECK: R_IA64_DTPREL64LSB {{.*}} t + 0
// CHECK: R_IA64_DTPREL64LSB {{.*}} t + 4
// CHECK: R_IA64_DTPREL32LSB {{.*}} u + 0
// CHECK: R_IA64_TPREL64LSB {{.*}} t + 0
// CHECK: R_IA64_DTPMOD64LSB {{.*}} t + 0
	.section .tbss,"awT",@nobits
	.align 8
	.skip 8
t:	.skip 8
	.section .tdata,"awT",@progbits
u:	data8 0
	.data
	data8 @dtprel(t)
	data8 @dtprel(t+4)
	data4 @dtprel(u)
	data8 @tprel(t)
	data8 @dtpmod(t)
	.text
	addl r2 = @dtprel(t), r0
	addl r2 = @ltoff(@dtprel(t)), gp
	addl r2 = @ltoff(@tprel(u)), gp
	mov r2 = @tprel(t)
	addl r2 = @ltoff(@dtpmod(t)), gp
