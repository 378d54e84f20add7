# A `mov` to or from an AR both units reach (ar48-63, ar112-127) without a
# unit: GNU as picks the unit from the slot (M in slot 0, else I, like chk.s)
# and its checker counts the move as reading (to the AR) or writing (from
# it) all of AR[FPSR] and an unknown AR[UNAT] bit, so -xauto stops after an
# FP instruction, a spill or a move from such an AR. `mov.m ar117=` is
# checked as written (no such uses).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      fmpy.s3 f49=f81,f71
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] mov.m ar117=-45
# CHECK:      [MMI] st8.spill [r1]=r2;;
# CHECK-NEXT: mov.m ar61=r96
# CHECK:      [MII] add r1=r2,r3
# CHECK-NEXT: mov.i ar117=-45
	.text
	fmpy.s3 f49 = f81, f71
	mov ar117 = -45
	.align 16
	st8.spill [r1] = r2
	mov ar61 = r96
	.align 16
	add r1 = r2, r3
	mov ar117 = -45
# ...and PSR.si: after `ssm` GNU as adds the data serialization.
# RUN: %epicsched asm %S/Inputs/ambiguous-ar-psr-si.s -o %t.si.o
# RUN: %ia64-as -xauto %S/Inputs/ambiguous-ar-psr-si.s -o %t.si.gas.o
# RUN: cmp %t.si.o %t.si.gas.o
# RUN: %ia64-objdump -d %t.si.o | FileCheck %s --check-prefix=SI
# SI:      ssm 0xc3b562;;
# SI-NEXT: srlz.d
# SI-NEXT: (p15) mov.i ar48=r61;;
