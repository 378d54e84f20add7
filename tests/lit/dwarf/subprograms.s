// The unit's children, as GNU as 2.40 writes them whenever it makes
// .debug_info (-g, --gdwarf-N, or `.loc` in the source): one
// DW_TAG_subprogram per defined function symbol with a size (`.proc`/`.endp`,
// `.type`/`.size`), in its symbol chain's order (`late` is met at the branch),
// the names in .debug_str after the unit's three strings; DW_AT_external a
// flag byte when global and local functions mix or before DWARF 4 (weak is
// not external), DW_FORM_flag_present when all are global, absent when none
// is; from DWARF 3 a DW_AT_type pointing at one DW_TAG_unspecified_type
// (a ULEB that widens past 127); low_pc against the symbol for a global or
// weak function, the section for a local one; high_pc an address before
// DWARF 4, the size after. Empty functions (`e`) get none.
// REQUIRES: ia64-as
// RUN: %epicsched asm -g %s -o %t.o
// RUN: %ia64-as -g %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm --gdwarf-3 %s -o %t.3.o
// RUN: %ia64-as --gdwarf-3 %s -o %t.gnu.3.o
// RUN: cmp %t.3.o %t.gnu.3.o
// RUN: %epicsched asm --gdwarf-4 -mbe %s -o %t.4.o
// RUN: %ia64-as --gdwarf-4 -mbe %s -o %t.gnu.4.o
// RUN: cmp %t.4.o %t.gnu.4.o
// RUN: %epicsched asm --gdwarf-5 %s -o %t.5.o
// RUN: %ia64-as --gdwarf-5 %s -o %t.gnu.5.o
// RUN: cmp %t.5.o %t.gnu.5.o
// RUN: sed -e '/^\.L_notall/,$d' %s > %t.global.s
// RUN: %epicsched asm --gdwarf-4 %t.global.s -o %t.g.o
// RUN: %ia64-as --gdwarf-4 %t.global.s -o %t.gnu.g.o
// RUN: cmp %t.g.o %t.gnu.g.o
// RUN: ia64-linux-gnu-readelf -wa %t.o | FileCheck %s --check-prefix=V2A
// RUN: ia64-linux-gnu-readelf -wi %t.o | FileCheck %s --check-prefix=V2
// RUN: ia64-linux-gnu-readelf -wa %t.5.o | FileCheck %s --check-prefix=V5A
// RUN: ia64-linux-gnu-readelf -wi %t.5.o | FileCheck %s --check-prefix=V5
// RUN: ia64-linux-gnu-readelf -wa %t.g.o | FileCheck %s --check-prefix=GLOBAL
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s --check-prefix=REL
// V2A:      DW_TAG_compile_unit    [has children]
// V2A:      DW_TAG_subprogram    [no children]
// V2A-NEXT:   DW_AT_name DW_FORM_strp
// V2A-NEXT:   DW_AT_external DW_FORM_flag
// V2A-NEXT:   DW_AT_low_pc DW_FORM_addr
// V2A-NEXT:   DW_AT_high_pc DW_FORM_addr
// V2:      DW_AT_name : (indirect string, offset: {{.*}}): f
// V2-NEXT: DW_AT_external : 1
// V2:      DW_AT_name : (indirect string, offset: {{.*}}): late
// V2-NEXT: DW_AT_external : 0
// V2:      DW_AT_name : (indirect string, offset: {{.*}}): w
// V2-NEXT: DW_AT_external : 0
// V2:      DW_AT_name : (indirect string, offset: {{.*}}): k
// V2-NOT:  DW_AT_name : (indirect string, offset: {{.*}}): e
// V5A:     DW_AT_type DW_FORM_ref_udata
// V5A:     DW_TAG_unspecified_type
// V5:      DW_AT_type : <0x[[TYPE:[0-9a-f]+]]>
// V5:      <1><[[TYPE]]>: Abbrev Number: 3 (DW_TAG_unspecified_type)
// GLOBAL:  DW_AT_external DW_FORM_flag_present
// REL:     .rela.debug_info
// REL:     R_IA64_DIR64LSB {{.*}} f + 0
// REL-NEXT: R_IA64_DIR64LSB {{.*}} f + 10
	.text
	.global f
	.proc f
f:
	br.call.sptk.many b0 = late
	br.ret.sptk.many b0
	.endp f
	.global e
	.proc e
e:
	.endp e
.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
	.global fn\n
	.proc fn\n
fn\n:
	br.ret.sptk.many b0
	.endp fn\n
.endr
.L_notall:
	.proc late
late:
	br.ret.sptk.many b0
	.endp late
	.weak w
	.proc w
w:
	br.ret.sptk.many b0
	.endp w
	.section .text.k, "ax", @progbits
	.type k, @function
k:
	br.ret.sptk.many b0
	nop.i 0
	.size k, 16
