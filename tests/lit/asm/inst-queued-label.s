// A difference in an instruction's operand with a label whose instruction GNU as still queues
// (`. - 1b`, `1b - 3b`, `L0 - 1b`): gas folds it when it parses the instruction, with the
// label's value then (the end of the bytes written when it was defined; gas sets the label for
// good only when it writes its bundle). We took the label's final address (`. - 1b` was -16
// where gas has 0). Also for a label first in an explicit bundle gas still holds, and with
// `1:` on the instruction itself. A branch or a relocated operand (`br 1b`) keeps the final one.
// Expected bytes are GNU as 2.40's.
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: %epicsched asm --explicit %s -o %t.x.o
// RUN: %ia64-objdump -d %t.x.o | FileCheck %s
	.text
L0:	add r10=r11,r12
	add r13=r11,r12
3:	add r14=r11,r12
	add r15=r11,r12
	add r16=r11,r12
1:	movl r8 = . - 1b
	movl r9 = 1b - 3b
	adds r18 = L0 - 1b, r0
	add r19=r11,r12
// CHECK:      movl r8=0x0
// CHECK:      movl r9=0x0
// CHECK:      adds r18=-16,r0
{ .mii
2:	add r17=r11,r12
	adds r3 = . - 2b, r0
	adds r3 = . - 1b, r0
}
// CHECK:      adds r3=16,r0
// CHECK-NEXT: adds r3=48,r0
{ .mii
	add r17=r11,r12
	adds r3 = . - 2b, r0
	adds r3 = 3b - 2b, r0
}
// CHECK:      adds r3=-64,r0
	br.cond.sptk 1b
// CHECK:      br.few 20 <L0+0x20>
