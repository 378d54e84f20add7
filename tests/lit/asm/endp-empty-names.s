// `.endp` with empty names (`.endp ,`, `.endp f,`, `.endp ,f`, `.endp f,,g`): GNU as warns
// "Empty argument of .endp" once per empty name and ends the procedure; we refused the line
// ("unexpected ','", "missing operand after ','"), and everything after it. A leading empty
// value of integer data (`data4 ,1`) is zero with gas's warning, as an empty one after a comma.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS
// RUN: cmp %t.o %t.gnu.o
	.global f, g, h
	.proc f
f:	.prologue
	nop.m 0
	.body
	nop.m 0
	.endp ,
// CHECK: endp-empty-names.s:[[@LINE-1]]:2: warning: Empty argument of .endp
// CHECK-NEXT: .endp ,
// CHECK: endp-empty-names.s:[[@LINE-3]]:2: warning: Empty argument of .endp
// CHECK: endp-empty-names.s:[[@LINE-4]]:2: warning: `f' should be an operand to this .endp
// GAS: endp-empty-names.s:[[@LINE-5]]: Warning: Empty argument of .endp
// GAS: endp-empty-names.s:[[@LINE-6]]: Warning: Empty argument of .endp
// GAS: endp-empty-names.s:[[@LINE-7]]: Warning: `f' should be an operand to this .endp
	.proc g
g:	.prologue
	nop.m 0
	.endp g,
// CHECK: endp-empty-names.s:[[@LINE-1]]:2: warning: Empty argument of .endp
// GAS: endp-empty-names.s:[[@LINE-2]]: Warning: Empty argument of .endp
	.proc h
h:	nop.m 0
	.endp ,h
// CHECK: endp-empty-names.s:[[@LINE-1]]:2: warning: Empty argument of .endp
// GAS: endp-empty-names.s:[[@LINE-2]]: Warning: Empty argument of .endp
	.data
	data4 ,1
// CHECK: endp-empty-names.s:[[@LINE-1]]:8: warning: zero assumed for missing expression
// GAS: endp-empty-names.s:[[@LINE-2]]: Warning: zero assumed for missing expression
