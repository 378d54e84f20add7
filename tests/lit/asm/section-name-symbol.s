// A section's name used as a symbol (`data8 .text + 0x10`, `A1 = .text + 0x10`,
// `movl r2=.data+8`, `.foo` named before `.section .foo` opens it) is GNU as's
// section symbol. It was an undefined global `.text` (a wrong relocation
// target, exit 0) and `A1` was missing from the symbol table.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -rs %t.o | FileCheck %s
// CHECK: .rela.text
// CHECK: 0000000000000001 {{[0-9a-f]+}} {{.*}} .data + 8
// CHECK: .rela.data
// CHECK: 0000000000000000 {{[0-9a-f]+}} {{.*}} .text + 10
// CHECK: 0000000000000008 {{[0-9a-f]+}} {{.*}} .foo + 4
// CHECK: Symbol table '.symtab'
// CHECK-NOT: UND .text
// CHECK-NOT: UND .foo
// CHECK: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 A1
// CHECK-NOT: UND .text
// CHECK-NOT: UND .foo
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
.text
	movl r2=.data+8
	nop.i 0
A1 = .text + 0x10
.data
	data8 .text + 0x10
	data8 .foo + 4
.section .foo,"a"
	data1 1
