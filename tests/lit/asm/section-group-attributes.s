// A special section (BFD's `.text*`, `.data*`, `.rodata*` ...) made with flags beyond its own
// and a group (G and a group name): GNU as takes the written flags with no message
// (obj_elf_change_section warns only without a group). We warned "setting incorrect section
// attributes" for every COMDAT function g++, gccgo and Qt's inline functions make. G without a
// group name is GNU as's warning "group name for SHF_GROUP not specified", and the flag is
// dropped (we made an SHF_GROUP section outside any group: other bytes).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// RUN: cmp %t.o %t.gnu.o
	.section .text._ZN1A1fEv,"axG",@progbits,_ZN1A1fEv,comdat
	nop.m 0
	.section .data.rel.ro._ZTV1A,"awG",@progbits,_ZTV1A,comdat
	data8 0
	.section .rodata._ZTS1A,"aG",@progbits,_ZTS1A,comdat
	data8 0
	.section .text.f,"awxG",@progbits,f
	data8 0
	.section .text.g,"axG",@progbits
// CHECK: section-group-attributes.s:[[@LINE-1]]:2: warning: group name for SHF_GROUP not specified
// GAS: section-group-attributes.s:[[@LINE-2]]: Warning: group name for SHF_GROUP not specified
	data8 0
	.section .text.h,"awx",@progbits
// CHECK: section-group-attributes.s:[[@LINE-1]]:2: warning: setting incorrect section attributes for .text.h
// GAS: section-group-attributes.s:[[@LINE-2]]: Warning: setting incorrect section attributes for .text.h
	data8 0
