# A `.comm` without an alignment: GNU as gives the symbol (its alignment for
# the linker) the size rounded up to a power of two, at most 16. An alignment
# of 1 let the linker place an 8-byte common at an odd address (ld8 faults).
# REQUIRES: ia64-as
# RUN: %epicsched asm %s -o %t.o
# RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
# RUN: %ia64-as %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# CHECK-DAG: {{0+}}1 0 OBJECT  GLOBAL DEFAULT  COM c0{{$}}
# CHECK-DAG: {{0+}}1 1 OBJECT  GLOBAL DEFAULT  COM c1{{$}}
# CHECK-DAG: {{0+}}4 3 OBJECT  GLOBAL DEFAULT  COM c3{{$}}
# CHECK-DAG: {{0+}}8 8 OBJECT  GLOBAL DEFAULT  COM c8{{$}}
# CHECK-DAG: {{0+}}10 12 OBJECT  GLOBAL DEFAULT  COM c12{{$}}
# CHECK-DAG: {{0+}}10 100 OBJECT  GLOBAL DEFAULT  COM c100{{$}}
# CHECK-DAG: {{0+}}2 8 OBJECT  GLOBAL DEFAULT  COM given{{$}}
	.comm c0, 0
	.comm c1, 1
	.comm c3, 3
	.comm c8, 8
	.comm c12, 12
	.comm c100, 100
	.comm given, 8, 2
