# A unit-less `hint` beyond hint.m's 19 bits after a stop of ours GNU as does not make: its
# tables miss fcmp.ord/.unord's predicate writes, so it keeps `tf.nz.andcm p29,...` in the
# group of `fcmp.ord.unc p29,...` and writes the hint as hint.i beside the tf. We keep the
# stop (a WAW on p29), which would make the hint the first of a bundle, on M, out of range:
# we refused the file. The unit is the one gas's layout gives it, I here (lead's campaign,
# seed 9162 n1910). Without the ord compare gas refuses nothing either; at a bundle start both refuse.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      fcmp.unord.unc.s0 p61,p29=f125,f21
# CHECK:      ldfs.s f35=[r29];;
# CHECK:      (p54) tf.z.and p5,p29=38
# CHECK:      (p04) hint.i 0x161d00
# Same for a RAW on the ord compare's target as qualifying predicate.
# CHECK:      fcmp.unord.s0 p7,p6=f2,f3
# CHECK:      (p06) hint.i 0x1fffff
# RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=NOM
# NOM-NOT: hint.m
# REQUIRES: ia64-as
# RUN: %ia64-as -o %t.gas.o %s
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=GAS
# GAS: (p04) hint.i 0x161d00
# GAS: (p06) hint.i 0x1fffff
	.text
	(p58) fcmp.ord.unc p29,p61=f125,f21
	ldfs.s f35=[r29]
	(p54) tf.nz.andcm p29,p5=38 ;;
	(p4) hint 1449216
	.align 16
	fcmp.ord p6,p7=f2,f3
	(p6) hint 0x1fffff
