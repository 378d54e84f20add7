// GNU as's errors about `.save.g/f/b/gf` and records after the last instruction: such records
// are dated with the last instruction that carries records only while GNU as still queues it
// ("Insn slot not set in unwind record." once it wrote it: four instructions later, or none
// carries records), and a save's masks belong to the prologue region before it ("... record
// before region record!" in a body region or before any region, also when a `.prologue`
// comes while it is incomplete; not for a save dropped as incomplete). We accepted them all.
// Found by fuzz/gas_gen_unwind.py.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.proc f1
f1:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.save.g 0x1
	.endp f1
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f2
f2:	.prologue
	nop.m 0
	nop.m 0
	nop.m 0
	nop.m 0
	.unwabi @svr4, 's'
	.endp f2
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f3
f3:	.prologue
	.save.g 0x1
	.endp f3
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:2: error: Insn slot not set in unwind record.
	.proc f4
f4:	.body
	.save.b 0x3, r3
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:2: error: br_gr record before region record!
	nop.m 0
	nop.m 0
	.endp f4
	.proc f5
f5:	.save.gf 0x1, 0x1
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:5: error: frgr_mem record before region record!
	nop.m 0
	nop.m 0
	.endp f5
	.proc f6
f6:	.save.g 0x3
// CHECK-DAG: unwind-save-incomplete-errors.s:[[@LINE-1]]:5: error: gr_mem record before region record!
	.prologue
	nop.m 0
	.endp f6
	.proc f7
f7:	.save.f 0x3
	.body
	nop.m 0
	.endp f7
