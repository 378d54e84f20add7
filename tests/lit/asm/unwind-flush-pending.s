// GNU as writes its queue at data, alignment and a section switch inside a procedure, and
// there reports the unwind records still waiting for an instruction that need one (a time,
// a `.save.b` to memory): "Unwind directive not followed by an instruction.", as at `.endp`.
// We dated them at the next instruction. Records without a time, and region records, may
// wait. Found by fuzz/gas_gen_unwind.py.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.proc f
f:	.prologue
	nop.m 0
	.save ar.pfs, r2
// CHECK: unwind-flush-pending.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
	.pushsection .data
	data8 1
	.popsection
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.endp f
	.proc g
g:	.prologue
	nop.m 0
	.save rp, r3
// CHECK: unwind-flush-pending.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
	.align 16
	mov r3 = b0
	.endp g
	.proc h
h:	.prologue
	nop.m 0
	.save.b 0x3
// CHECK: unwind-flush-pending.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
	nop.m 0
	.section .text
	nop.m 0
	.endp h
	.proc k
k:	.prologue
	nop.m 0
	.label_state 1
	.body
	.pushsection .data
	.popsection
	nop.m 0
	nop.m 0
	.endp k
