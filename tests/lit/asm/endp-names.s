// GNU as's checks of `.endp`'s names (tc-ia64.c's dot_endp): a bare `.endp` is "Empty argument
// of .endp"; a name that is not one of the `.proc`'s, or named twice, "was not specified with
// previous .proc"; and the main entry (the first name of `.proc`) must be among them. An
// alternate entry may be left out, in any order. Each name of `.proc` must be defined by the
// `.endp`, an alternate entry too (error). Mozilla's xptcall for IPF ends its procedures with a
// bare `.endp`; we said nothing, and warned in our own words for a wrong name.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning --implicit-check-not=error
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS
// RUN: cmp %t.o %t.gnu.o
// RUN: printf '.proc m, n\nm: nop.m 0\n.endp m\nn: nop.m 0\n' > %t.alt.s
// RUN: not %epicsched asm %t.alt.s -o %t.alt.o 2>&1 | FileCheck %s --check-prefix=ALT
// RUN: not %ia64-as %t.alt.s -o %t.alt.gnu.o 2>&1 | FileCheck %s --check-prefix=ALT-GAS
// ALT: alt.s:3:1: error: `n' was not defined within procedure
// ALT-GAS: alt.s:3: Error: `n' was not defined within procedure
	.text
	.proc a
a:	nop.m 0
	.endp
// CHECK: endp-names.s:[[@LINE-1]]:2: warning: Empty argument of .endp
// CHECK: endp-names.s:[[@LINE-2]]:2: warning: `a' should be an operand to this .endp
// GAS: endp-names.s:[[@LINE-3]]: Warning: Empty argument of .endp
// GAS: endp-names.s:[[@LINE-4]]: Warning: `a' should be an operand to this .endp
	.proc b
b:	nop.m 0
	.endp c
// CHECK: endp-names.s:[[@LINE-1]]:8: warning: `c' was not specified with previous .proc
// CHECK: endp-names.s:[[@LINE-2]]:2: warning: `b' should be an operand to this .endp
// GAS: endp-names.s:[[@LINE-3]]: Warning: `c' was not specified with previous .proc
// GAS: endp-names.s:[[@LINE-4]]: Warning: `b' should be an operand to this .endp
	.proc d, e
d:	nop.m 0
e:	nop.m 0
	.endp d
	.proc f
f:	nop.m 0
	.endp f, g
// CHECK: endp-names.s:[[@LINE-1]]:11: warning: `g' was not specified with previous .proc
// GAS: endp-names.s:[[@LINE-2]]: Warning: `g' was not specified with previous .proc
	.proc h#
h:	nop.m 0
	.endp h#
	.proc i
i:	nop.m 0
	.endp i, i
// CHECK: endp-names.s:[[@LINE-1]]:11: warning: `i' was not specified with previous .proc
// GAS: endp-names.s:[[@LINE-2]]: Warning: `i' was not specified with previous .proc
	.proc j, k
j:	nop.m 0
k:	nop.m 0
	.endp k, j
