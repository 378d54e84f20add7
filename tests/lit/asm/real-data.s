// Float data: realN.ua (no alignment), real10 aligned to 16 like real16,
// signed values. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s
// CHECK: .data: 122 bytes identical
	.data
	data1 -1
	real10.ua 0.2
	real10 0.2
	data1 -1
	real16.ua -0.1
	real16 +0.1
	data1 1
	real4.ua 1.5
	real8.ua -2.5
	data1 1
	real4 -1.5
	real8 3.5
	data1 2
	real10 -7
