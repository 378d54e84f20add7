# GNU as -xauto serializes conflict by conflict in the order it registered
# the writers' uses (oldest writer first), then its table's (by resource
# name). `ld2` reads PSR.ac/dt/pk, which the `ssm` wrote
# in an earlier group, and RR#, which `mov rr` writes in the current one:
# PSR comes first and needs only a srlz.d (a stop already separates the
# ssm), so gas puts one in the current group; then RR# needs the stop and a
# second srlz.d. The first is redundant, not wrong; we matched only the second
# (fuzz class ".text: bytes differ", seed 8002: `mov rr[r58]=r88` then
# `ld2.c.nc`). With only one of the two kinds, one srlz.d.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      [MMI] mov rr[r58]=r88
# CHECK-NEXT: srlz.d
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MMI] srlz.d
# CHECK-NEXT: ld2 r1=[r2]
# CHECK:      [MMI] mov rr[r58]=r88;;
# CHECK-NEXT: srlz.d
# CHECK-NEXT: nop.i 0x0
# CHECK-NEXT: [MII] ld2 r1=[r2]
# RUN: %ia64-as %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# REQUIRES: ia64-as
	.text
{ .mlx
	ssm 9624313
	nop.x 0 ;;
}
	mov rr[r58] = r88
	ld2 r1 = [r2]
	.align 16
	mov rr[r58] = r88
	ld2 r1 = [r2]
# The same resource from two writers: the older one first (DTC of the `ptc.e`
# behind a stop, then of the `itr.i`; fuzz seed 9003).
# RUN: %epicsched asm %S/Inputs/srlz-two-writers.s -o %t.two.o
# RUN: %ia64-objdump -d %t.two.o | FileCheck %s --check-prefix=TWO
# TWO:      [MMI] itr.i itr[r105]=r106
# TWO-NEXT: srlz.d
# TWO-NEXT: nop.i 0x0;;
# TWO-NEXT: [MMI] srlz.d
# TWO-NEXT: st8.spill [r68]=r12
# RUN: %ia64-as %S/Inputs/srlz-two-writers.s -o %t.two.gas.o
# RUN: cmp %t.two.o %t.two.gas.o
# The older writer first, whatever the names: `ldf8` reads PSR.ac (the `ssm`,
# behind a stop) and DTC (the `ptr.i` in the current group): gas serves PSR.ac
# first, a srlz.d in the current group, then DTC: the stop and a second one
# (fuzz class ".text: bytes differ", seed 9148 n1270; ordered by name, DTC
# came first and we wrote one srlz.d after the stop).
# RUN: %epicsched asm %S/Inputs/srlz-older-writer-first.s -o %t.old.o
# RUN: %ia64-objdump -d %t.old.o | FileCheck %s --check-prefix=OLD
# OLD:      pmpy2.l r67=r70,r121
# OLD-NEXT: nop.i 0x0
# OLD-NEXT: [MMI] srlz.d;;
# OLD-NEXT: srlz.d
# OLD-NEXT: nop.i 0x0
# OLD-NEXT: ldf8.nt1 f39=[r8]
# RUN: %ia64-as %S/Inputs/srlz-older-writer-first.s -o %t.old.gas.o
# RUN: cmp %t.old.o %t.old.gas.o
