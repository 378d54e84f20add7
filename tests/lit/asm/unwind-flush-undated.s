// Records still waiting for an instruction at a flush of GNU as's queue (data, alignment, a
// section switch) are dated by the walk of the last instruction with records only when the
// flush writes that one's bundle; written before (four instructions queued since), they are
// never dated: GNU as's "Insn slot not set in unwind record." at `.endp`, for records with no
// time too (`.unwabi`, `.label_state`, a `.save.g`'s registers; f3: r5 joins after the flush
// and is kept at `.endp` with the instruction before the flush). We dated them with the next
// instruction and wrote the object. Found by fuzz/gas_gen_unwind.py (seed 23).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.proc f1
f1:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.unwabi @svr4, 0
	.pushsection .data
	data8 2
	.popsection
	nop.m 0
	.endp f1
// CHECK: unwind-flush-undated.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f2
f2:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.save.g 0x1
	.align 16
	nop.m 0
	.endp f2
// CHECK: unwind-flush-undated.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f4
f4:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.body
	.label_state 1
	.section .text.b,"ax",@progbits
	nop.m 0
	.previous
	nop.m 0
	.endp f4
// CHECK: unwind-flush-undated.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f3
f3:	.prologue
	nop.m 0
	.save.g 0x3
	.pushsection .data
	data8 2
	.popsection
	nop.m 0
	.endp f3
// CHECK: unwind-flush-undated.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
