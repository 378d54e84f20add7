// An equate copies its value where it is set (`=`, .set, .equ), and GNU as
// has not written the instructions still in its queue then (it writes the
// oldest bundle when a fourth instruction comes, and everything at data,
// alignment, .proc, a section switch): `.` is where the bundles it wrote
// end, and a label whose instruction is still queued has the value it got
// when defined (the end of the bytes written then), not the address its
// bundle gets later. So `A1 = L0` is 0 while L0 ends at 0x10, `X1 = .` is
// 0x10 after five queued instructions, and once gas wrote L0's bundle
// (`A4 = L0`) the equate takes L0's address. We took the final addresses
// (fuzz/gas_differential.py, class "symbols: ours only", seeds 7001-7010,
// 8001-8004: `fxor f40=f34,f69` `L0:` `A3 = L0`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 1 A1
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 1 A2
// CHECK-DAG: 0000000000000004 0 NOTYPE LOCAL DEFAULT 1 A3
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 A4
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 A5
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 1 A6
// CHECK-DAG: 0000000000000060 0 NOTYPE LOCAL DEFAULT 1 A7
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT ABS D1
// CHECK-DAG: 0000000000000080 0 NOTYPE LOCAL DEFAULT ABS D3
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 L0
// CHECK-DAG: 0000000000000070 0 NOTYPE LOCAL DEFAULT 1 L2
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 X1
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 1 X2
// CHECK-DAG: 0000000000000060 0 NOTYPE LOCAL DEFAULT 1 X3
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 4 B1
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 4 M1
// A lazy `==` is read at each use, so it takes the final address.
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 4 B2
// `sched` lays the code out anew and keeps these values (each such equate
// written as its value, sched/equate-queued-value.s): no warning.
// RUN: %epicsched sched %s -o %t.sched.s 2>&1 | count 0
// The same object as GNU as's, byte for byte.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
	.text
	add r1=r2,r3
L0:	add r4=r5,r6
	add r7=r8,r9
L1:	add r10=r11,r12
A1 = L0
A2 = L1
A3 = L1 + 4
D1 = L1 - L0
X1 = .
	add r1=r2,r3
	add r1=r2,r3
X2 = .
A4 = L0
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
A5 = L0
A6 = L1
X3 = .
L2:
A7 = L2
	data1 1
	.align 16
L3:
	add r1=r2,r3
	.align 16
L4:
	add r1=r2,r3
D2 = L4 - L3
D3 = L4 - L0
D4 = L4 - .
	.section .text.b,"ax",@progbits
	fxor f40=f34,f69
M1:
B1 = M1
B2 == M1
	data8 B2
