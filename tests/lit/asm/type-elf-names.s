// `.type` takes the ELF names too (`STT_FUNC`, `STT_OBJECT`, ...) and a quoted type, as GNU as.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
// CHECK-DAG: FUNC LOCAL DEFAULT 1 f
// CHECK-DAG: OBJECT LOCAL DEFAULT 2 o
// CHECK-DAG: FUNC LOCAL DEFAULT 1 q
// CHECK-DAG: NOTYPE LOCAL DEFAULT 1 n
	.text
	.type f, STT_FUNC
	.type q, "function"
	.type n, STT_NOTYPE
f:	nop 0
q:	nop 0
n:	nop 0
	.data
	.type o, STT_OBJECT
o:	data8 0
