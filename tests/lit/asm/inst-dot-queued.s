// `.` in an instruction's operand (EDK2's `br.cond.sptk.many .` dead loop after a call):
// GNU as reads it when it parses the instruction, where the bytes written so far end; in
// auto mode its queue still holds the instructions before it, so `.` is the start of an
// earlier bundle, not the branch's own; in a written bundle `{ }` too while gas still holds
// the bundles before it (it writes the oldest when four instructions are queued).
// REQUIRES: ia64-as
// RUN: %epicsched as %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched as -x %s -o %t.x.o
// RUN: %ia64-as -x %s -o %t.x.gnu.o
// RUN: cmp %t.x.o %t.x.gnu.o
// RUN: ia64-linux-gnu-objdump -dr %t.o | FileCheck %s
	.text
	.proc f
f:
	mov r2 = r3
	mov r4 = r5 ;;
	add r6 = r7, r8
	br.cond.sptk.many .
// Queued: mov, mov, add; nothing written yet.
// CHECK: 1c: {{.*}} br.many 0 <f>
	;;
	movl r9 = . + 16
// CHECK: IMM64 .text+0x20
	;;
	{ .mib
	nop.m 0
	nop.i 0
	br.cond.sptk.many .
	}
// The movl's bundle is still queued at the `{`.
// CHECK: 3c: {{.*}} br.many 20 <f+0x20>
// CHECK: 4c: {{.*}} br.many 40 <f+0x40>
	add r10 = r11, r12
	br.cond.sptk.many .
	data8 .
	.endp f
