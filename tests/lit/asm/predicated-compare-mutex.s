# A predicated normal compare writes its two targets complementary, or leaves
# them alone: targets that were mutex stay mutex, so (p1) and (p2) writes of
# one register share a group (GNU as -xauto, gas/dv-mutex.s). Targets not
# known mutex before are not made mutex by it (the second pair gets a stop).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      (p03) cmp.eq p1,p2=r1,r2
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: (p01) mov r4=2
# CHECK-NEXT: (p02) mov r4=4
# CHECK:      (p03) cmp.eq p5,p6=r1,r2;;
# CHECK-NEXT: (p05) mov r4=2
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: (p06) mov r4=4
	.text
	cmp.eq p1, p2 = r1, r2
	;;
(p3)	cmp.eq p1, p2 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
	.align 16
(p3)	cmp.eq p5, p6 = r1, r2
	;;
(p5)	mov r4 = 2
(p6)	mov r4 = 4
