# Auto mode: instructions that must be first in their group (alloc) get a
# stop before them, those that must be last (cover) a stop after them, as
# GNU as -xauto does. Without them `sub r22` and the read of r22 after the
# alloc shared a group, and so did `cover` and the read of ar.bsp and of the
# predicate after it (found in the break system-call path's exit).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK: mov r23=r0
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: alloc r24=ar.pfs,16,16,0
# CHECK: cover;;
# CHECK-NEXT: mov.m r30=ar.bsp
	sub r22 = 96, r22
	mov r23 = r0
	alloc r24 = ar.pfs, 0, 16, 0, 0
	adds r22 = -16, r22
	tbit.nz p7, p9 = r25, 63
	cover
	mov r30 = ar.bsp
(p7)	mov cr.ifs = r25
