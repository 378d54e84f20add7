# GNU as keeps its instruction queue at a label: the label names the next
# instruction, which starts a bundle; the template before it is chosen from
# the instructions before the label only (`add; add; L: br` is MII + MIB, not
# MIB with a nop.b). A srlz the rules insert before the labelled instruction
# goes before the label, in the writer's part of the code (a branch to L3
# does not run it); it was after L3 before.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      [MII] add r1=r2,r3
# CHECK-NEXT: add r4=r5,r6
# CHECK:      <L>:
# CHECK-NEXT: [MIB] nop.m 0x0
# CHECK:      mov psr.l=r25
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] srlz.d
# CHECK:      <L3>:
# CHECK-NEXT: [MIB] ld1.s r4=[r5]
	.text
	add r1 = r2, r3
	add r4 = r5, r6
L:
	br.cond.sptk L
	.align 16
	add r1 = r2, r3
	mov psr.l = r25
L3:
	ld1.s r4 = [r5]
	add r6 = r7, r8
	br.cond.sptk L3
