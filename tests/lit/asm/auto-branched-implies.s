# Auto mode: a use whose predicate implies the predicate of a conditional
# branch it follows needs no stop against the group before it: when it would
# run, the branch was taken (gas/dv-imply.s). GNU as -xauto packs both
# sequences without a stop; we added one after each branch (13 bundles
# instead of 12 on the corpus file).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK:      [MIB] mov r4=2
# CHECK-NEXT: nop.i 0x0
# CHECK-NEXT: (p02) br.cond.sptk.few
# CHECK-NEXT: [MBB] (p01) mov r4=7
# CHECK:      [MIB] cmp.ne.and p1,p2=r5,r6
# CHECK-NEXT: (p01) mov r4=2
# CHECK-NEXT: (p03) br.cond.sptk.few
	.text
	.pred.rel.imply p1, p2
	mov r4 = 2
(p2)	br.cond.sptk L
(p1)	mov r4 = 7
	rfi
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	mov r4 = 7
	rfi
	cmp.ne.and p1, p2 = r5, r6
(p1)	mov r4 = 2
(p3)	br.cond.sptk L
	mov r4 = 7
	rfi
L:
