// Equates bound as GNU as binds them. `y == expr` (and `.eqv`) looks the
// names in expr up at every use; `x = expr` takes them as defined there,
// and a name defined only later binds to its first definition (GNU as
// copies a symbol that is redefined). The symbol table holds each equate's
// value from that first binding. Expected values: ia64-linux-gnu-as 2.40 on
// this file (objdump -d, readelf -s).
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// CHECK: adds r1=2,r0
// CHECK: adds r2=6,r0
// CHECK: adds r3=3,r0
// CHECK: adds r4=8,r0
// CHECK: adds r5=5,r0
// CHECK: adds r1=-2,r0
// CHECK: adds r2=-6,r0
// CHECK: adds r3=3,r0
// CHECK: adds r4=8,r0
// CHECK: adds r5=5,r0
// SYM-DAG: {{0+}}2 0 NOTYPE LOCAL DEFAULT ABS two
// SYM-DAG: {{0+}}6 0 NOTYPE LOCAL DEFAULT ABS six
// SYM-DAG: {{0+}}3 0 NOTYPE LOCAL DEFAULT ABS three
// SYM-DAG: {{0+}}8 0 NOTYPE LOCAL DEFAULT ABS eight
// SYM-DAG: {{0+}}5 0 NOTYPE LOCAL DEFAULT ABS five
// SYM-DAG: ffffffffffffffff 0 NOTYPE LOCAL DEFAULT ABS one
two == 2*one
three = one + 2
one = 1
.eqv six, 6*one
eight = 8*one
five = later + 4
later = 1
	.text
	adds r1 = two, r0
	adds r2 = six, r0
	adds r3 = three, r0
	adds r4 = eight, r0
	adds r5 = five, r0
	;;
one = -1
later = 7
	adds r1 = two, r0
	adds r2 = six, r0
	adds r3 = three, r0
	adds r4 = eight, r0
	adds r5 = five, r0
