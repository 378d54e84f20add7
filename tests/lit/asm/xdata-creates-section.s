// .xdataN/.xrealN/.xstringz naming a section that does not exist yet: GNU as makes it and warns
// that this is deprecated (Linux declares "__ex_table" with .section first for that reason);
// .text/.data/.bss always exist and a section made before, in any group, is no warning.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// RUN: cmp %t.o %t.gnu.o
	.section "__ex_table", "a"
	.previous
	.xdata4 "__ex_table", 1, 2
	.xdata8 ".data", 1
	.xdata1 ".text", 0
	.xdata8 ".bss", 0
	.xdata8 ".rodata", 1
// CHECK: xdata-creates-section.s:[[@LINE-1]]:2: warning: Creating sections with .xdataN/.xrealN/.xstringZ is deprecated.
// GAS: :[[@LINE-2]]: Warning: Creating sections with .xdataN/.xrealN/.xstringZ is deprecated.
	.xdata8 ".rodata", 2
	.xreal4 ".fp", 1.5
// CHECK: xdata-creates-section.s:[[@LINE-1]]:2: warning: Creating sections
// GAS: :[[@LINE-2]]: Warning: Creating sections
	.xstringz ".str", "abc"
// CHECK: xdata-creates-section.s:[[@LINE-1]]:2: warning: Creating sections
// GAS: :[[@LINE-2]]: Warning: Creating sections
	.xdata2.ua ".ua", 7
// CHECK: xdata-creates-section.s:[[@LINE-1]]:2: warning: Creating sections
// GAS: :[[@LINE-2]]: Warning: Creating sections
