// GNU as's .dc family: .dc/.dc.w (2 bytes), .dc.b, .dc.l, .dc.a aligned like
// .short/.long/.quad; .dc.s/.dc.d/.dc.x floats not aligned (they were refused
// as unknown directives). Bytes and relocations equal GNU as's.
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s
// CHECK: .data: {{[0-9]+}} bytes identical
// RUN: ia64-linux-gnu-readelf -rW %t.o | grep R_IA64 | awk '{print $1, $3, $5}' > %t.ours
// RUN: ia64-linux-gnu-readelf -rW %t.gnu.o | grep R_IA64 | awk '{print $1, $3, $5}' > %t.gnu
// RUN: diff %t.ours %t.gnu
// RUN: FileCheck --check-prefix=REL %s < %t.ours
// REL: R_IA64_DIR32LSB ext
// REL: R_IA64_DIR64LSB ext
	.data
	data1 1
	.dc 2
	data1 3
	.dc.b 4
	.dc.w 5
	data1 6
	.dc.l 7, ext
	data1 8
	.dc.a 9, ext
	data1 10
	.dc.s 1.5
	data1 11
	.dc.d 2.5
	data1 12
	.dc.x 3.5
	data1 13
