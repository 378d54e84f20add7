// `.restore r12` names the stack pointer (gas accepts it; we refused it: "must be stack
// pointer (sp)"), and `.body`, `.unwentry` and `.handlerdata` take no operand (gas: "junk at
// end of line"; we ignored the operand). Found by fuzz/gas_gen_unwind.py.
// RUN: %epicsched asm %s -o %t.o
// RUN: sed -e 's|^//BAD||' %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.proc f
f:	.prologue
	nop.m 0
	.body
	nop.m 0
	.restore r12
	nop.m 0
	.endp f
//BAD	.proc g
//BADg:	.prologue
//BAD	nop.m 0
//BAD	.body 1
// CHECK: {{.*}}.s:[[@LINE-1]]:2: error: junk at end of line, first unrecognized character is `1'
//BAD	nop.m 0
//BAD	.unwentry x
// CHECK: {{.*}}.s:[[@LINE-1]]:2: error: junk at end of line, first unrecognized character is `x'
//BAD	.restore r13
// CHECK: {{.*}}.s:[[@LINE-1]]:2: error: First operand to .restore must be stack pointer (sp)
//BAD	nop.m 0
//BAD	.endp g
