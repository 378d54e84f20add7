// GNU as never turns a relocation against a symbol of a TLS section into one against the section
// symbol (write.c's adjust_reloc_syms), whatever the relocation: `data8 x`, `movl r = x`,
// `@gprel`/`@ltoff` of a .tbss/.tdata symbol, a `.L` label there, and the DIR64 fallback of
// `data8 @ltoff(@tprel(x))` ("Cannot express"). They named `.tbss + 8`.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>/dev/null
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s --implicit-check-not=.tbss --implicit-check-not=.tdata
	.section .tbss,"awT",@nobits
	.align 8
	.skip 8
x:	.skip 8
.Lt:	.skip 8
	.section .tdata,"awT",@progbits
y:	data8 1
	.text
	movl r2 = x
	addl r3 = @gprel(y), gp
	addl r3 = @ltoff(x), gp
	.data
	data8 x
	data8 y + 4
	data4 x
	data8 .Lt
	data8 @ltoff(@tprel(x))
	data8 @dtprel(.Lt)
// CHECK: R_IA64_IMM64 {{.*}} x + 0
// CHECK: R_IA64_GPREL22 {{.*}} y + 0
// CHECK: R_IA64_LTOFF22 {{.*}} x + 0
// CHECK: R_IA64_DIR64LSB {{.*}} x + 0
// CHECK: R_IA64_DIR64LSB {{.*}} y + 4
// CHECK: R_IA64_DIR32LSB {{.*}} x + 0
// CHECK: R_IA64_DIR64LSB {{.*}} .Lt + 0
// CHECK: R_IA64_DIR64LSB {{.*}} x + 0
// CHECK: R_IA64_DTPREL64LSB {{.*}} .Lt + 0
// A kept `.L` label of a TLS section is STT_TLS like the others (it was NOTYPE).
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// SYM: TLS LOCAL DEFAULT {{[0-9]+}} .Lt
