# GNU as -xauto serializes conflict by conflict in its dependency table's
# order (by resource name). `ld2` reads PSR.ac/dt/pk, which the `ssm` wrote
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
