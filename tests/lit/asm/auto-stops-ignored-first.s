// The warning that auto mode ignores `;;` is given once, at the first in the source even when a
// section written later in the file is laid out first; a `{` in auto mode not set by `.auto`
// switches to explicit mode, so the `;;` inside it is kept and not warned about.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Explicit
// RUN: cmp %t.o %t.gnu.o
	.section .text.a, "ax"
	nop.m 0
	.text
{ .mii
	add r4 = r1, r2
	nop.i 0
	nop.i 0
	;;
}
	.section .text.a, "ax"
	add r5 = r1, r2
	;;
// CHECK: auto-stops-ignored-first.s:[[@LINE-1]]:2: warning: Explicit stops are ignored in auto mode
// GAS: auto-stops-ignored-first.s:[[@LINE-2]]: Warning: Explicit stops are ignored in auto mode
	.text
	add r7 = r1, r2
	;;
