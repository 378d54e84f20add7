// An equate read at each use (`X == .`, `.eqv`) in an instruction's operand takes `.` where
// GNU as parses the instruction: with instructions still queued, where the bytes written
// end, and a queued label keeps its value then, as for `.` written in the operand
// (asm/inst-queued-label.s). We took the instruction's own bundle: 32 where gas 2.40 has 0.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: mov r8=0
// Not modelled (gas keeps a deferred `.` symbol in such an equate): `.eqv Y, . + 0` then
// `Y - 1b` is 0 to gas, 16 to us (as `(. + 0) - 1b` written in the operand is to both), and
// `X - L0` here 0 to gas, 16 to us.
	.text
	.proc h
h:
	ld8 r14 = [r32]
X == .
L0:	add r20 = r14, r14
1:	add r15 = r14, r14
	add r8 = X - 1b, r0
	ld8 r16 = [r33]
	add r11 = r15, r16
	br.ret.sptk b0
	.endp h
