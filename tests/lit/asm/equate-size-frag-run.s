// An equate or `.size` read while gas still queues a label's instruction takes the label's
// value then only when gas folds it there: within one run of fixed-size frags (GasFold.h).
// Across an `.align` gas keeps `L1 - L0` as an expression resolved with final addresses:
// E = 0x20 and L0's size 32, where we gave 0x10 and 16 (the queued L1 was still at 0x10).
// Expected values are GNU as 2.40's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -Ws %t.o | FileCheck %s
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -Ws %t.gnu.o | FileCheck %s
// RUN: cmp %t.o %t.gnu.o
	.text
L0:	add r2=r3,r4
	.align 16
	add r2=r3,r4
L1:	add r2=r3,r4
E = L1 - L0
	.size L0, L1 - L0
	add r2=r3,r4
// CHECK-DAG: 0000000000000000 32 NOTYPE LOCAL DEFAULT 1 L0
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT ABS E
