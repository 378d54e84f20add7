// Unwind directives outside any `.proc` (libgcc's crti.S writes _init's prologue in `.init`
// without one): GNU as, -munwind-check=warning being its default, warns and writes no unwind
// entry; so do we, and the object is GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: cmp %t.o %t.gnu.o
	.section .init,"ax","progbits"
	.align 16
	.global _init
_init:
	.prologue 14, 33
// CHECK: unwind-outside-proc.s:[[@LINE-1]]:2: warning: .prologue outside of procedure
	.save ar.pfs, r34
// CHECK: unwind-outside-proc.s:[[@LINE-1]]:2: warning: .save outside of procedure
	alloc r34 = ar.pfs, 0, 4, 0, 0
	.vframe r35
// CHECK: unwind-outside-proc.s:[[@LINE-1]]:2: warning: .vframe outside of procedure
	mov r35 = r12
	.body
// CHECK: unwind-outside-proc.s:[[@LINE-1]]:2: warning: .body outside of procedure
	mov r12 = r35
	.restore sp
// CHECK: unwind-outside-proc.s:[[@LINE-1]]:2: warning: .restore outside of procedure
	mov ar.pfs = r34
	br.ret.sptk.many b0
