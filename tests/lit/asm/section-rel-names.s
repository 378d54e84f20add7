// Section types from the name, for `.rel` and `.rela`: BFD on a RELA target such as IA-64 takes
// `.rel` alone or followed by '.' as SHT_REL, but `.rela` with any suffix as SHT_RELA. gnu-efi's
// crt0 writes `.section .reloc, "a"` (the dummy PE relocation block): PROGBITS, it was SHT_REL
// with entsize 16 before.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: llvm-readelf -S %t.o | FileCheck %s
	.section .reloc, "a"
	data4 0, 10
// CHECK: .reloc PROGBITS
	.section .relro_local, "a"
	data1 1
// CHECK: .relro_local PROGBITS
	.section .rel.dyn_x, "a"
	data1 1
// CHECK: .rel.dyn_x REL
	.section .rela_x, "a"
	data1 1
// CHECK: .rela_x RELA
