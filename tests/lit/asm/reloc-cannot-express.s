// An @operator with no relocation for the field it lands in: GNU as 2.40 warns
// "Cannot express NAME relocation" and emits the field's plain relocation
// (IMM14/IMM22/IMM64/DIR32LSB/DIR64LSB) against the symbol (gas/reloc-bad.s in
// the corpus). Expected values: ia64-linux-gnu-as 2.40 on this file (readelf -r).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
// WARN: reloc-cannot-express.s:26:12: warning: Cannot express GPREL14 relocation
// WARN: reloc-cannot-express.s:27:12: warning: Cannot express LTOFF14X relocation
// WARN: reloc-cannot-express.s:28:12: warning: Cannot express FPTR22 relocation
// WARN: reloc-cannot-express.s:29:12: warning: Cannot express LTOFF64I relocation
// WARN: reloc-cannot-express.s:31:8: warning: Cannot express TPREL32LSB relocation
// WARN: reloc-cannot-express.s:33:8: warning: Cannot express IPLT64LSB relocation
// WARN: reloc-cannot-express.s:34:17: warning: Cannot express LTOFF_DTPMOD64LSB relocation
// CHECK:      .rela.text
// CHECK:      0000000000000000 {{.*}} R_IA64_IMM14 {{.*}} esym + 0
// CHECK-NEXT: 0000000000000001 {{.*}} R_IA64_IMM14 {{.*}} esym + 0
// CHECK-NEXT: 0000000000000002 {{.*}} R_IA64_IMM22 {{.*}} esym + 0
// CHECK-NEXT: 0000000000000011 {{.*}} R_IA64_IMM64 {{.*}} esym + 0
// CHECK:      .rela.data
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000000 {{.*}} R_IA64_DIR32LSB {{.*}} esym + 0
// CHECK-NEXT: 0000000000000008 {{.*}} R_IA64_DIR64LSB {{.*}} esym + 0
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_DIR64LSB {{.*}} esym + 0
// CHECK-NEXT: 0000000000000020 {{.*}} R_IA64_IPLTLSB {{.*}} esym + 0
	.text
	adds r1 = @gprel(esym), r5
	adds r2 = @ltoffx(esym), r5
	addl r3 = @fptr(esym), r2
	movl r4 = @ltoffx(esym)
	.data
	data4 @tprel(esym)
	.align 8
	data8 @iplt(esym)
	.xdata8 .data, @ltoff(@dtpmod(esym))
	data16 @iplt(esym)
