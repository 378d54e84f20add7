// An equate of a symbol plus a constant (`a = f + 4`, `.set`, `.equ`, `==`)
// takes the symbol's attributes as GNU as 2.40 copies them: its function or
// object type at once (ORed into the equate's own; a TLS object's counts as
// an object), and its size as it is then when the equate has none; a target
// not yet defined is copied at the end. A reassignment forgets the size the
// equate had (its type stays). Visibility and binding are not copied. We
// wrote the equates NOTYPE with size 0. Found by fuzz/gas_differential.py
// (`A2 = func2` after `.proc func2`/`.endp`: 518 of 10^5 programs).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000000 16 FUNC LOCAL DEFAULT 1 A2
// CHECK-DAG: 0000000000000000 16 FUNC LOCAL DEFAULT 1 B2
// CHECK-DAG: 0000000000000000 16 FUNC LOCAL DEFAULT 1 B3
// CHECK-DAG: 0000000000000010 16 FUNC LOCAL DEFAULT 1 D2
// CHECK-DAG: 0000000000000000 0 FUNC LOCAL DEFAULT 1 inproc
// CHECK-DAG: 0000000000000000 16 FUNC LOCAL DEFAULT 1 early
// CHECK-DAG: 0000000000000019 8 OBJECT LOCAL DEFAULT 1 C1
// CHECK-DAG: 0000000000000018 0 NOTYPE LOCAL DEFAULT 1 E2
// CHECK-DAG: 0000000000000018 0 NOTYPE LOCAL DEFAULT 1 X1
// CHECK-DAG: 0000000000000010 8 OBJECT LOCAL DEFAULT 1 X4
// CHECK-DAG: 0000000000000000 12 FUNC LOCAL DEFAULT 2 R3
// CHECK-DAG: 0000000000000007 0 FUNC LOCAL DEFAULT ABS R6
// CHECK-DAG: 0000000000000000 4 FUNC LOCAL DEFAULT 1 B4
// CHECK-DAG: 0000000000000000 16 FUNC GLOBAL DEFAULT 1 G1
// The same symbols as GNU as's object.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | sed 1,3d | awk '{print $2, $3, $4, $5, $6, $7, $8}' | sort > %t.gas.syms
// RUN: llvm-readelf -s %t.o | sed 1,3d | awk '{print $2, $3, $4, $5, $6, $7, $8}' | sort > %t.our.syms
// RUN: diff %t.gas.syms %t.our.syms
	.text
early = func2
	.global func2
	.proc func2
func2:
inproc = func2
	nop.m 0
	nop.i 0
	nop.i 0
	.endp func2
A2 = func2
	.set B2, func2
B3 == func2
D2 = func2 + 16
	.type obj, @tls_object
obj:	data8 0
	.size obj, 8
C1 = fwd
X4 = obj
	.hidden H
H:	data1 1
E2 = H
X1 = H
	.size H, 1
	.type H, @function
	.size fwd, 8
	.type fwd, @object
fwd:	data1 0
// Reassigned: the size is that of the last target, the type stays.
R3 = func2
R3 = T12
R6 = func2
R6 = 7
	.size B4, 4
B4 = func2
	.global G1
G1 = func2
	.data
T12:	data4 0
	.size T12, 12
