// A name equated (==) to a name that becomes a register later stands for
// that register where it is used, as in GNU as (gas's testsuite forward.s).
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
PA == pA
RA == rA
pA = p6
rA = r2
	.text
// CHECK: inst (p6) add GR:r2 = imm:1, GR:r0
(PA)	add RA = 1, r0
	;;
pA = p7
rA = r3
// CHECK: inst (p7) add GR:r3 = imm:2, GR:r0
(PA)	add RA = 2, r0
