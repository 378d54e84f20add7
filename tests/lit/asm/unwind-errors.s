// Invalid unwind directives: located errors (warnings) with GNU as's
// messages, on the lines GNU as reports them (a bad .save.* still waits
// for an instruction: "Previous .save incomplete" at the next directive).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// The procedure checks come after the directive checks (layout first).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PROC
	.proc a
a:
	.fframe 16
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: .fframe outside of prologue
	.label_state 1
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: .label_state outside of body region
	.prologue
	.prologue
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: .prologue within prologue
	.save foo, r3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .save not a register
	.save b1, r3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .save not a valid register
	.savesp ar.ccv, 8
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .savesp not a valid register
	.save rp, f3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Second operand to .save not a valid register
	.savesp rp
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Second operand to .savesp not a constant
	.vframe f2
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .vframe must be a general register
	.spillreg r3, r2
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Operand 1 to .spillreg must be a preserved register
	.spillreg r4, r0
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Operand 2 to .spillreg must be a writable register
	.spillreg.p p1, f16, f1
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Operand 3 to .spillreg.p must be a writable register
	.spillreg.p p0, r4, r3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: Pointless use of p0 as first operand to .spillreg.p
	.save.g 0x10
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .save.g must be a positive 4-bit constant
	.save.gf 0, 0
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// CHECK: unwind-errors.s:[[@LINE-2]]:2: error: Operands to .save.gf may not be both zero
	.save.b 0x18, r127
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: Previous .save incomplete
// CHECK: unwind-errors.s:[[@LINE-2]]:2: error: Second operand to .save.b must be the first of 2 general registers
	.save.g 0x3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: Previous .save incomplete
	nop.m 0
	.body
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: Previous .save incomplete
	.save rp, r33
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: .save outside of prologue
	.restore sp, 1
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Epilogue count of 2 exceeds number of nested prologues (1)
	.restore r3
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: First operand to .restore must be stack pointer (sp)
// CHECK: unwind-errors.s:[[@LINE-2]]:2: error: Epilogue count of 4294967296 exceeds number of nested prologues (0)
	.copy_state 7
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Missing .label_state 7
	nop.m 0
	.prologue
	nop.m 0
	.body
	nop.m 0
	.restore sp
	.endp a
// CHECK: unwind-errors.s:[[@LINE-1]]:2: error: Unwind directive not followed by an instruction.
	.proc b
	nop.m 0
	.endp b
// PROC: unwind-errors.s:[[@LINE-1]]:2: error: `b' was not defined within procedure
	.proc c
c:	.prologue 0x10, r2
// CHECK: unwind-errors.s:[[@LINE-1]]:4: error: First operand to .prologue must be a positive 4-bit constant
	nop.m 0
	.personality p
	.handlerdata
	.body
// CHECK: unwind-errors.s:[[@LINE-1]]:2: warning: .body outside of procedure
	.endp c
// `.proc` defines its symbol: a label before it is a second definition,
// and the label must come before `.endp`.
d:	nop.m 0
	.proc d
// PROC: unwind-errors.s:[[@LINE-1]]:2: error: `d' was already defined
d2:	nop.m 0
	.endp d
	.proc e
	nop.m 0
	.endp e
// PROC: unwind-errors.s:[[@LINE-1]]:2: error: `e' was not defined within procedure
e:	nop.m 0
