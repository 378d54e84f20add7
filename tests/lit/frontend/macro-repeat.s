// .rept, .irp and .irpc (also nested and inside a macro); bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched parse --dump %s | FileCheck %s
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 20 bytes identical
	.data
n = 2
	.rept n + 1
	data1 7
	.endr
// CHECK: [[@LINE-2]]:2 data data1 int size=1 [7]
// CHECK-NEXT: [[@LINE-3]]:2 data data1 int size=1 [7]
// CHECK-NEXT: [[@LINE-4]]:2 data data1 int size=1 [7]
	.rept 0
	data1 99
	.endr
// CHECK-NOT: [99]
	.irp r, 1, 2 3
	data1 \r\()0
	.endr
// CHECK: data data1 int size=1 [10]
// CHECK-NEXT: data data1 int size=1 [20]
// CHECK-NEXT: data data1 int size=1 [30]
	.irpc c, 456
	.irp d, 1, 2
	data1 \c\d
	.endr
	.endr
// CHECK-NEXT: data data1 int size=1 [41]
// CHECK-NEXT: data data1 int size=1 [42]
// CHECK-NEXT: data data1 int size=1 [51]
// CHECK-NEXT: data data1 int size=1 [52]
// CHECK-NEXT: data data1 int size=1 [61]
// CHECK-NEXT: data data1 int size=1 [62]
	.macro fill v, times
	.rept \times
	data2 \v
	.endr
	.endm
	fill 0x1234, 2
// CHECK-NEXT: data data2 int size=2 [4660]
// CHECK-NEXT: data data2 int size=2 [4660]
	.irp x
	data1 \x 5
	.endr
// CHECK-NEXT: data data1 int size=1 [5]
// .exitm leaves the innermost expansion, here the .rept (as GNU as does).
	.macro early
	.rept 3
	data1 1
	.exitm
	.endr
	data1 2
	.endm
	early
// CHECK-NEXT: data data1 int size=1 [1]
// CHECK-NEXT: data data1 int size=1 [2]
	.rept 2
	data1 3
	.exitm
	.endr
// CHECK-NEXT: data data1 int size=1 [3]
// CHECK-NOT: data1
