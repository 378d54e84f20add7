# A parallel compare against zero (A7: `cmp4.le.and p40,p53=r0,r98`, `cmp.gt.or.andcm
# p41,p54=r98,r0`) has r0 in its encoding, not as a register it reads: GNU as sees no GR use
# there. We counted a read of r0, so after a base update of r0 (`ld8 r96=[r0],8`, gas's warning)
# we stopped where gas does not: more bundles, and after `.auto` a `{ }` bundle we took that
# gas refuses (fuzz seed 9310 n302 --with modes). `cmp.eq.and` (A6) does read r0.
# RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s --implicit-check-not=violates
	.explicit
	ld8 r96=[r0],8
	cmp4.le.and p40,p53=r0,r98
	cmp.gt.or.andcm p41,p54=r98,r0
# CHECK: parallel-compare-zero-r0.s:[[@LINE+1]]: Warning: Use of 'cmp.eq.and' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 0
	cmp.eq.and p42,p55=r0,r98
	;;
# In auto mode: one group, as gas lays it out.
# RUN: %epicsched asm %S/Inputs/parallel-compare-zero-auto.s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=AUTO
# AUTO:      ld8 r96=[r0],8
# AUTO-NEXT: cmp4.le.and p40,p53=r0,r98
# AUTO-NEXT: cmp.lt.or.andcm p41,p54=r0,r98;;
