// `.restore r12` names the stack pointer (gas accepts it; we refused it: "must be stack
// pointer (sp)"), and `.body`, `.unwentry` and `.handlerdata` take no operand (gas: "junk at
// end of line"; we ignored the operand). Found by fuzz/gas_gen_unwind.py.
// RUN: %epicsched asm %s -o %t.o
// RUN: not %epicsched asm -DBAD=1 %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.proc f
f:	.prologue
	nop.m 0
	.body
	nop.m 0
	.restore r12
	nop.m 0
	.endp f
.ifdef BAD
	.proc g
g:	.prologue
	nop.m 0
	.body 1
// CHECK: unwind-operand-checks.s:[[@LINE-1]]:2: error: junk at end of line, first unrecognized character is `1'
	nop.m 0
	.unwentry x
// CHECK: unwind-operand-checks.s:[[@LINE-1]]:2: error: junk at end of line, first unrecognized character is `x'
	.restore r13
// CHECK: unwind-operand-checks.s:[[@LINE-1]]:2: error: First operand to .restore must be stack pointer (sp)
	nop.m 0
	.endp g
.endif
