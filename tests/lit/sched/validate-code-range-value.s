// A register value that only falls in the code's address range (a window
// pointer 0x2_0000_xxxx shifted right by 9 is 0x100_xxxx, where validate
// places `.text`) was compared as `label+offset`; the labels sit at other
// addresses in the scheduled layout, so the same number differed: "register
// r14: source __epv_b2+31, scheduled __epv_b2+47" (fuzz/sched_differential.py
// seed 2013). Equal numbers are equal now.
// RUN: %epicsched validate --speculate=control,data --rename=pool --states=4 %s | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 3 regions: 3 passed, 0 failed, 0 skipped
	fcmp.eq p8,p9=f11,f9
	fcvt.fx.trunc f11=f9
	(p6) st8 [r14]=r18 ;;
L1:
	(p10) fadd f10=f6,f9
.L2:
	shr.u r17=r14,9 ;;
	shr.u r18=r16,7
	or r18=r17,r16 ;;
	getf.sig r15=f8
	xor r14=r17,r15
