// A bare template directive right before `{` is that bundle's template (GNU as):
// `.mmb` then `{ nop.b 0 ;; }` is one MMB bundle; we made an empty MMB and an MIB.
// Found by fuzz/gas_differential.py. GNU as 2.40's object (objdump -d):
//   0: 19 00 00 00 01 00  [MMB] nop.m 0x0 / nop.m 0x0 / nop.b 0x0;;
//  10: 09 ...             [MMI] add r1=r2,r3 / nop.m 0x0 / nop.i 0x0;;
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: 0: 19 00 00 00 01 00 [MMB] nop.m 0x0
// CHECK-NEXT: nop.m 0x0
// CHECK-NEXT: nop.b 0x0;;
// CHECK-NEXT: 10: 09 08 08 06 00 20 [MMI] add r1=r2,r3
// CHECK-NEXT: nop.m 0x0
// CHECK-NEXT: nop.i 0x0;;
// CHECK-NOT: {{[0-9a-f]+}}:
	.text
	.mmb
{
	nop.b 0 ;;
}
	.mmi
{
	add r1 = r2, r3
	nop.m 0
	nop.i 0 ;;
}
