// `.save.b MASK` (to memory) with branch registers left unspilled at `.endp` is GNU as's error
// "Unwind directive not followed by an instruction." (its br_mem records wait for an instruction
// like a `.save`'s; the gr/fr saves and `.save.b MASK, GR` may stay incomplete). We accepted it.
// Found by fuzz/gas_gen_unwind.py.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.proc f
f:	.prologue
	nop.m 0
	.save.b 0x3
	nop.i 0
	.endp f
// CHECK: unwind-save-b-endp.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
	.proc g
g:	.prologue
	nop.m 0
	.save.b 0x3, r40
	nop.i 0
	.endp g
	.proc h
h:	.prologue
	nop.m 0
	.save.g 0x3
	nop.i 0
	.endp h
	.proc k
k:	.prologue
	nop.m 0
	.save.b 0x1
	.endp k
// CHECK: unwind-save-b-endp.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
