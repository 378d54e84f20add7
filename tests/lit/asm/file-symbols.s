// `.file "name"`: the first names the FILE symbol at the start of the symbol
// table, each later one (a repeated name too) adds a FILE symbol where it is
// read, among the locals, as GNU as 2.40 does; `.file N "name"` is DWARF's
// and makes none. Expected values: ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
// RUN: %if ia64-as %{ %ia64-as %s -o %t.gnu.o %}
// RUN: %if ia64-as %{ cmp %t.o %t.gnu.o %}
// CHECK:      1: {{.*}} FILE    LOCAL  DEFAULT  ABS a.c
// CHECK-NEXT: 2: {{.*}} SECTION LOCAL  DEFAULT    1 .text
// CHECK:      5: {{.*}} NOTYPE  LOCAL  DEFAULT    2 x
// CHECK-NEXT: 6: {{.*}} NOTYPE  LOCAL  DEFAULT    2 y
// CHECK-NEXT: 7: {{.*}} FILE    LOCAL  DEFAULT  ABS b.c
// CHECK-NEXT: 8: {{.*}} FILE    LOCAL  DEFAULT  ABS b.c
// CHECK-NEXT: 9: {{.*}} NOTYPE  LOCAL  DEFAULT    2 z
// CHECK-NOT:  FILE
	.data
x:	data1 1
	.file "a.c"
y:	data1 2
	.file "b.c"
	.file "b.c"
	.file 1 "c.c"
z:	data1 3
