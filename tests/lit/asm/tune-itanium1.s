# GNU as -mtune=itanium1: its auto-mode bundler scores a nop slot F in slot 1
# and B in slot 2 (Itanium 2, the default: M and I), so a lone A-type is MFB
# and alloc + addl MFI. The object is gas's, byte for byte; the default tune
# gives other templates (a check that the option matters).
# RUN: %epicsched asm -mtune=itanium1 %s -o %t.o
# RUN: %ia64-as -mtune=itanium1 %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=IT1
# RUN: %epicsched asm %s -o %t2.o
# RUN: %ia64-objdump -d %t2.o | FileCheck %s --check-prefix=IT2
# IT1:      [MFB] mov r2=96
# IT1:      [MFI] alloc r36=ar.pfs
# IT1-NEXT: nop.f 0x0
# IT1-NEXT: addl r32=0,r1
# IT2:      [MII] mov r2=96
# IT2:      [MII] alloc r36=ar.pfs
	.text
	mov r2 = 96
	.align 16
	alloc r36 = ar.pfs, 8, 5, 0, 0
	addl r32 = 0, r1
