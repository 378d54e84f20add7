// Section groups ("G" sections, COMDAT) as GNU as 2.40 writes them: a
// section's identity is its name and group (`.text` and a grouped `.text`
// are two sections); one SHT_GROUP `.group` per group name, before every
// other section, in the order of their first section; members in section
// order, each followed by its .rela; the unwind sections of grouped code
// join the group; a `.gnu.linkonce` group is COMDAT without `comdat`; the
// signature is the symbol of that name, else a local one in the group.
// Expected values: ia64-linux-gnu-as 2.40 on this file (readelf -SWg, -s).
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -SWg %t.o | FileCheck %s
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// RUN: %epicsched sched %s -o %t.s && FileCheck %s --check-prefix=PRINT < %t.s
// CHECK:      [ 1] .group GROUP {{.*}} 000018 04 {{ *}}[[SYMTAB:[0-9]+]] {{.*}} 4
// CHECK-NEXT: [ 2] .group GROUP {{.*}} 00000c 04 {{ *}}[[SYMTAB]] {{.*}} 4
// CHECK-NEXT: [ 3] .group GROUP {{.*}} 000008 04 {{ *}}[[SYMTAB]] {{.*}} 4
// CHECK-NEXT: [ 4] .group GROUP {{.*}} 000008 04 {{ *}}[[SYMTAB]] {{.*}} 4
// CHECK-NEXT: [ 5] .text PROGBITS {{.*}} AX 0 0 16
// CHECK:      [ 8] .text.b PROGBITS {{.*}} 000010 00 AXG 0 0 1
// CHECK-NEXT: [ 9] .data.a PROGBITS {{.*}} 000010 00 WAG 0 0 8
// CHECK-NEXT: [10] .rela.data.a RELA {{.*}} IG [[SYMTAB]] 9 8
// CHECK-NEXT: [11] .text.b2 PROGBITS {{.*}} AXG 0 0 16
// CHECK-NEXT: [12] .IA_64.unwind_info.text.b2 PROGBITS {{.*}} AG 0 0 8
// CHECK-NEXT: [13] .IA_64.unwind.text.b2 IA_64_UNWIND {{.*}} ALG 11 11 8
// CHECK-NEXT: [14] .rela.IA_64.unwind.text.b2 RELA {{.*}} IG [[SYMTAB]] 13 8
// CHECK-NEXT: [15] .rodata.c PROGBITS {{.*}} AG 0 0 8
// CHECK-NEXT: [16] .gnu.linkonce.d.zz PROGBITS {{.*}} WA 0 0 8
// CHECK-NEXT: [17] .gnu.linkonce.d.yy PROGBITS {{.*}} WAG 0 0 8
// CHECK-NEXT: [18] .text.b PROGBITS {{.*}} 000010 00 AX 0 0 1
// CHECK-NEXT: [[[SYMTAB]]] .symtab SYMTAB
// CHECK:      COMDAT group section [    1] `.group' [bgrp] contains 5 sections:
// CHECK:      [    8]   .text.b
// CHECK-NEXT: [   11]   .text.b2
// CHECK-NEXT: [   12]   .IA_64.unwind_info.text.b2
// CHECK-NEXT: [   13]   .IA_64.unwind.text.b2
// CHECK-NEXT: [   14]   .rela.IA_64.unwind.text.b2
// CHECK:      COMDAT group section [    2] `.group' [agrp] contains 2 sections:
// CHECK:      [    9]   .data.a
// CHECK-NEXT: [   10]   .rela.data.a
// CHECK:      {{^}}group section [    3] `.group' [cgrp] contains 1 sections:
// CHECK:      [   15]   .rodata.c
// CHECK:      COMDAT group section [    4] `.group' [yygrp] contains 1 sections:
// CHECK:      [   17]   .gnu.linkonce.d.yy
// SYM-DAG: 0 NOTYPE LOCAL DEFAULT 1 bgrp
// SYM-DAG: 0 NOTYPE LOCAL DEFAULT 2 agrp
// SYM-DAG: 0 NOTYPE LOCAL DEFAULT 3 cgrp
// SYM-DAG: 0 NOTYPE LOCAL DEFAULT 4 yygrp
// SYM-DAG: 32 FUNC LOCAL DEFAULT 11 f
// The scheduler's output keeps each section's group.
// PRINT-DAG: .section .text.b, "axG", @progbits, bgrp, comdat
// PRINT-DAG: .section .text.b, "ax", @progbits{{$}}
// PRINT-DAG: .section .rodata.c, "aG", @progbits, cgrp{{$}}
// PRINT-DAG: .section .gnu.linkonce.d.yy, "awG", @progbits, yygrp, comdat
	.section .text.b,"axG",@progbits,bgrp,comdat
	nop.m 0
	.section .data.a,"awG",@progbits,agrp,comdat
	data8 y
	.section .text.b2,"axG",@progbits,bgrp,comdat
	.proc f
f:	.prologue
	.save ar.pfs, r2
	alloc r2=ar.pfs,0,0,0,0
	.body
	br.ret.sptk b0
	.endp f
	.section .rodata.c,"aG",@progbits,cgrp
	data8 3
	.section .gnu.linkonce.d.zz,"aw",@progbits
	data8 4
	.section .gnu.linkonce.d.yy,"awG",@progbits,yygrp
	data8 4
	.section .text.b,"ax",@progbits
	nop.i 0
	.section .data.a,"awG",@progbits,agrp,comdat
	data8 8
