// In auto mode GNU as places the stops itself and ignores the `;;` written; it warns once, at the
// first one, that they are ignored. After `.auto` a `{` no longer switches to explicit mode: gas
// warns about each such `{`, and a `;;` inside that bundle is in auto mode too. A `;;` of
// `.explicit` code is kept, no warning. `asm` was silent. `--keep-stops` honours them: no warning.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm --keep-stops %s -o %t.keep.o 2>&1 | FileCheck %s --check-prefix=KEEP --implicit-check-not=warning:
	.explicit
	.text
	add r1 = r2, r3
	;;
	.auto
{ .mii
// CHECK: auto-stops-ignored.s:[[@LINE-1]]:1: warning: Found '{' after explicit switch to automatic mode
// GAS: auto-stops-ignored.s:[[@LINE-2]]: Warning: Found '{' after explicit switch to automatic mode
// KEEP: auto-stops-ignored.s:[[@LINE-3]]:1: warning: Found '{'
	add r4 = r1, r2
	nop.i 0
	nop.i 0
	;;
// CHECK: auto-stops-ignored.s:[[@LINE-1]]:2: warning: Explicit stops are ignored in auto mode
// GAS: auto-stops-ignored.s:[[@LINE-2]]: Warning: Explicit stops are ignored in auto mode
}
	.section .text.other, "ax"
	add r5 = r1, r2
	;;
	add r6 = r5, r2
	;;
	.text
	add r7 = r1, r2
	;;
