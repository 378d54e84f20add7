// GNU as warns when the first region directive of a procedure (`.prologue`
// or `.body`, none before it) follows an instruction placed after the
// procedure's label; one between `.proc` and the label, or one before
// `.proc`, does not count (OCaml's caml_start_program loads from the GOT
// before its `.prologue`).
// RUN: %epicsched as %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS --implicit-check-not=Warning
// REQUIRES: ia64-as
	.text
	nop.m 0
	.proc a
a:
	add r3 = 1, r0
	.prologue
// CHECK: unwind-initial-region.s:[[@LINE-1]]:2: warning: Initial .prologue should precede any instructions
// GAS: unwind-initial-region.s:[[@LINE-2]]: Warning: Initial .prologue should precede any instructions
	.save ar.pfs, r32
	alloc r32 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk.many rp
	.endp a

	.proc b
b:
	nop.m 0
	.body
// CHECK: unwind-initial-region.s:[[@LINE-1]]:2: warning: Initial .body should precede any instructions
// GAS: unwind-initial-region.s:[[@LINE-2]]: Warning: Initial .body should precede any instructions
	.prologue
	br.ret.sptk.many rp
	.endp b

	.proc c
	nop.m 0
c:
	.body
	nop.m 0
	.prologue
	br.ret.sptk.many rp
	.endp c

	.proc d
d:
	.prologue
	nop.m 0
	.body
	nop.m 0
	.prologue
	br.ret.sptk.many rp
	.endp d
