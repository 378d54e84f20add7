// rum/sum change only the user mask (PSR{5:0}); the other bits of their
// immediate are ignored, so `rum 0x7b7e07` writes PSR.be/up but not
// PSR.dt/pk/dfl. We took those bits as writes and put a srlz.d before the
// load (an extra bundle). Found by fuzz/gas_differential.py (seed 2001).
// GNU as 2.40 -xauto: [MMI] rum 0x7b7e07;; / ld2.s.nta r9=[r79] / nop.i 0x0
//                      [MMI] sum 0x28000 / tak r3=r4 / nop.i 0x0;;
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: [MMI] rum 0x7b7e07;;
// CHECK-NEXT: ld2.s.nta r9=[r79]
// CHECK-NEXT: nop.i 0x0{{$}}
// CHECK-NEXT: [MMI] sum 0x28000
// CHECK-NEXT: tak r3=r4
// CHECK-NEXT: nop.i 0x0;;
// CHECK-NOT: srlz
// dvcheck (GNU as -xexplicit) reports only the user-mask use, as implied:
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s --check-prefix=DV
// DV: violates RAW dependency 'PSR.be' (implied)
// DV-NOT: PSR.dt
// DV-NOT: PSR.pk
	.text
	rum 8093191
	ld2.s.d3 r9=[r79]
	sum 0x28000
	tak r3=r4
