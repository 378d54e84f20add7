# A check load's target write is not a dependency (SDM note 13: the ALAT may
# hit), but the post-increment of its base is, for the FP check loads: GNU as
# -xauto stops between `ldfp8.c.nc f4,f5=[r5],16` and a read of r5 (we put
# the read in the same group). Integer ld8.c's base is exempt in gas's table.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      ldfp8.c.nc f4,f5=[r5],16;;
# CHECK-NEXT: lfetch [r4],r5
# CHECK-NEXT: nop.i 0x0;;
# CHECK:      ld8.c.nc r1=[r6],16
# CHECK-NEXT: add r2=r6,r0
	.text
	ldfp8.c.nc f4, f5 = [r5], 16
	lfetch [r4], r5
	.align 16
	ld8.c.nc r1 = [r6], 16
	add r2 = r6, r0
