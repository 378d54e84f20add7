// Section types, flags and entry sizes by name, as GNU as 2.40 gives them
// (BFD's special sections merged with what `.section` writes; the first
// `.section` of a name decides): `.rela*` is
// RELA (entsize 24, linked to .symtab), `.rel*` REL, `.note*` NOTE (a written type
// wins; "a" allowed), `.note.GNU-stack` PROGBITS, the arrays
// INIT/FINI/PREINIT_ARRAY "aw" with entsize 8 whatever type is written,
// `.gnu.linkonce.b.*` NOBITS "aw", `.sdata*` short data, `.data1` and
// `.rodata1` only as such (`.data1.x` is plain). Flags beyond the special
// ones replace them (`.text.x,"aw"` is not executable); merge flags on a
// dotted name add (`.rodata.str1.8,"aMS"` keeps "a"); flags or a type
// written for `.text`/`.data`/`.bss` are ignored (they exist before).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm -mbe %s -o %t.be.o
// RUN: %ia64-as -mbe %s -o %t.gnu.be.o 2>/dev/null
// RUN: cmp %t.be.o %t.gnu.be.o
// RUN: ia64-linux-gnu-readelf -SW %t.o | FileCheck %s
// CHECK: .rela.foo RELA {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 18 A [[SYMTAB:[0-9]+]] 0 8
// CHECK: .rel.bar REL {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 10 A [[SYMTAB]] 0 8
// CHECK: .note.x PROGBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 00 A 0 0 4
// CHECK: .note.GNU-stack PROGBITS
// CHECK: .init_array INIT_ARRAY {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 08 WA 0 0 8
// CHECK: .fini_array.5 FINI_ARRAY {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 08 WA 0 0 8
// CHECK: .preinit_array PREINIT_ARRAY {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 08 WA 0 0 8
// CHECK: .gnu.linkonce.b.x NOBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 00 WA 0 0 1
// CHECK: .sdata2 PROGBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 00 WAp 0 0 1
// CHECK: .data1.x PROGBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 00 0 0 1
// CHECK: .text.x PROGBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 00 WA 0 0 1
// CHECK: .rodata.str1.8 PROGBITS {{[0-9a-f]+ [0-9a-f]+ [0-9a-f]+}} 01 AMS 0 0 1
// CHECK: [{{ *}}[[SYMTAB]]] .symtab SYMTAB
	.section .bss,"a",@progbits
	.section .rela.foo,"a"
	data8 1
	.section .rel.bar,"a"
	data8 2
	.section .note.x,"a",@progbits
	.section .note.x
	data4 3
	.section .note.GNU-stack,"",@progbits
	.section .init_array,"aw",@progbits
	data8 0
	.section .fini_array.5,"aw"
	data8 0
	.section .preinit_array
	data8 0
	.section .gnu.linkonce.b.x
	.skip 8
	.section .sdata2
	data1 1
	.section .data1.x
	data1 1
	.section .text.x,"aw"
	data1 1
	.section .rodata.str1.8,"aMS",@progbits,1
	stringz "x"
