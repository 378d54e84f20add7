// A label difference in an instruction operand that names a label defined after the
// instruction (a forward reference) is a fixup GNU as resolves at the end, with the
// labels' final addresses, even while `1b` is still in its queue when the instruction
// is parsed (the pattern of Linux's lib/memcpy_mck.S jump table). Folding it with the
// queued value of `1b` gave 32 where gas has 16 (a wrong jump-table offset).
// RUN: %epicsched asm %s -o %t.o 2>/dev/null
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: %ia64-as %s -o %t.gas.o 2>/dev/null
// RUN: cmp %t.o %t.gas.o
// CHECK: adds r29=16,r29
	.text
	.proc f
f:
	nop.m 0
	;;
1:
	mov r29=ip
	mov r30=r0
	;;
	add r29=.jt - 1b - (.jt1 - .jt), r29
	;;
	br.ret.sptk.many b0
	.endp f
.jt:	nop.m 0
	;;
.jt1:	nop.m 0
