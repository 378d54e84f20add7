// `.serialize.data` / `.serialize.instruction` in auto mode: GNU as (dot_serialize) clears its
// dependency state as a group break and the serialization would, and writes no stop, so the
// bundling goes on in the same group. Linux's Xen ivt.S (dv_serialize_data after a hyperprivop
// `break`) had a stop more than GNU as: other bytes. -xexplicit checking is unchanged.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: %epicsched dvcheck %s | FileCheck %s --check-prefix=DV --implicit-check-not=violates
// RUN: %ia64-as -x %s -o %t.x.o 2>&1 | FileCheck %s --check-prefix=DV --implicit-check-not=violates
// DV: serialize-auto-mode.s:25: Warning: Use of 'mov' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 8
// DV: serialize-auto-mode.s:26: Warning: Use of 'mov' violates WAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 9
// CHECK: [MII] mov r8=r25
// CHECK-NEXT: break.i 0x1
// CHECK-NEXT: mov r8=r16;;
// CHECK: [MMI] mov r9=r8;;
// CHECK-NEXT: mov r9=r10
// CHECK-NEXT: mov r9=r11;;
	.text
	mov r8 = r25
	break 0x1
	.serialize.data
	mov r8 = r16
	mov r9 = r8
	mov r9 = r10
	.serialize.instruction
	mov r9 = r11
