# A brace bundle without a template directive: GNU as picks its template as
# for auto-mode code, from the instructions in its queue, and those include
# what follows the `}` (auto code or the next brace bundle): `{ nop.m 0 }`
# then `fadd` is .mfi, `{ ld8 }` then `{ st8 }` is .mmi. We picked from the
# bundle alone (.mii; fuzz class ".text.f: bytes differ", seed 9001).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      [MFI] nop.m 0x0
# CHECK-NEXT: nop.f 0x0
# CHECK:      [MMI] ld8 r33=[r2]
# CHECK-NEXT: nop.m 0x0
# CHECK:      [MII] st8 [r3]=r12
# CHECK:      [MII] nop.m 0x0
# CHECK-NEXT: nop.i 0x0
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] add r1=r2,r3
# RUN: %ia64-as %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# REQUIRES: ia64-as
	.text
{
	nop.m 0
}
	fadd f12 = f2, f3
	.align 16
{
	ld8 r33 = [r2]
}
{
	st8 [r3] = r12 ;;
}
	.align 16
{
	nop.m 0
}
	add r1 = r2, r3
