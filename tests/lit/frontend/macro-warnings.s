// What GNU as only warns about in the macro language is accepted with a
// located warning, and the bytes are GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 2 bytes identical
	.data
// CHECK: macro-warnings.s:[[@LINE+1]]:2: warning: '.endm' without a preceding '.macro'
	.endm
// CHECK: macro-warnings.s:[[@LINE+1]]:2: warning: '.endr' without a preceding '.rept', '.irp' or '.irpc'
	.endr
// CHECK: macro-warnings.s:[[@LINE+1]]:2: warning: '.exitm' outside a macro is ignored
	.exitm
// CHECK: macro-warnings.s:[[@LINE+1]]:2: warning: attempt to purge macro 'nosuch', which is not defined
	.purgem nosuch
	data1 1
// Statements after a `;` on the same line are seen too.
	.if 1 ; data1 2 ; .endif
	.if 0 ; data1 3
	.endif
