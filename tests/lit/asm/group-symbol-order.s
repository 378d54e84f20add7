// Symbols of section groups in GNU as's order and relocations naming what gas
// names (gas/group-1.s is this file's first case). A second section of a name
// (the grouped `.text`, its unwind tables, the grouped `.data`) has no symbol
// in gas's chain until a fixup against a local symbol in it is reduced to the
// section symbol at write time (a branch to a local label, resolved or not;
// a relocation; the unwind table's SEGREL): then, in section order, after
// the other locals and before the groups' signatures. Others get theirs from
// BFD after the signatures. A local symbol of a COMDAT or `.gnu.linkonce`
// section named from another section keeps its own name in the relocation
// (`d3`, `d4`, `h`), a `.L` label or a non-COMDAT group's symbol is reduced.
// Expected values: ia64-linux-gnu-as 2.40.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm -mbe %s -o %t.be.o
// RUN: %ia64-as -mbe %s -o %t.gnu.be.o
// RUN: cmp %t.be.o %t.gnu.be.o
// RUN: ia64-linux-gnu-readelf -srW %t.o | FileCheck %s
// CHECK:      .rela.data
// CHECK-NEXT: Offset
// CHECK-NEXT: R_IA64_DIR64LSB {{.*}} .data + 0
// CHECK-NEXT: R_IA64_DIR64LSB {{.*}} d3 + 0
// CHECK-NEXT: R_IA64_DIR64LSB {{.*}} .rodata + 8
// CHECK-NEXT: R_IA64_DIR64LSB {{.*}} d4 + 0
// CHECK-NEXT: R_IA64_DIR64LSB {{.*}} h + 0
// CHECK:      FUNC    LOCAL  DEFAULT    8 _foo
// CHECK:      NOTYPE  LOCAL  DEFAULT   18 h
// CHECK-NEXT: SECTION LOCAL  DEFAULT   15 .data
// CHECK-NEXT: SECTION LOCAL  DEFAULT    8 .text
// CHECK-NEXT: SECTION LOCAL  DEFAULT   12 .IA_64.unwind_info
// CHECK-NEXT: NOTYPE  LOCAL  DEFAULT    1 ._foo
// CHECK-NEXT: NOTYPE  LOCAL  DEFAULT    2 g2
// CHECK-NEXT: NOTYPE  LOCAL  DEFAULT    3 g3
// CHECK-NEXT: SECTION LOCAL  DEFAULT   13 .IA_64.unwind
// CHECK-NEXT: SECTION LOCAL  DEFAULT    1 .group
	.section	.text,"axG",@progbits,._foo,comdat
	.proc _foo#
_foo:
	(p6) br.cond.dptk .L37
.L37:
	.endp _foo#
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 0, 3, 0, 0
	.body
	br.ret.sptk.many b0
	.endp f
	.section	.text,"axG",@progbits,._foo,comdat
	.proc g
g:
	.prologue
	.save rp, r33
	mov r33 = b0
	.body
	br.ret.sptk.many b0
	.endp g
	.section	.data,"awG",@progbits,g2
d2:	data8 0
	.section	.rodata,"aG",@progbits,g3,comdat
d3:	data8 0
.L5:	data8 0
	.section .gnu.linkonce.d.x,"aw",@progbits
d4:	data8 0
	.section .text.h,"axG",@progbits,._foo,comdat
h:	nop 0
	.data
	data8 d2
	data8 d3
	data8 .L5
	data8 d4
	data8 h
	data8 g
