// Labels, global labels (foo::), numeric local labels with 1b/1f resolved to
// unique names, the location counter and label differences.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
// CHECK: label start
start:
// CHECK-NEXT: label .L1$0
1:
// CHECK-NEXT: inst br.cond.sptk.few imm:.L1$0
	br.cond.sptk.few 1b
// CHECK-NEXT: inst br.cond.sptk.few imm:.L1$1
	br.cond.sptk.few 1f
// CHECK-NEXT: label .L1$1
1:	nop.i 0
// CHECK-NEXT: inst nop.i imm:0
// CHECK-NEXT: label .L2$0
2:
// CHECK-NEXT: inst br.cond.sptk.few imm:.L1$1
	br.cond.sptk.few 1b
// CHECK-NEXT: label glob
glob::
// CHECK-NEXT: label a
// CHECK-NEXT: label b
// CHECK-NEXT: inst nop.i imm:0
a: b: nop.i 0
// CHECK: label .L3$0
3:
// CHECK: data data8 int size=8 [(.L3$0 - .L2$0), (. - start), ((a - b) + 4)]
	data8 3b - 2b, . - start, a - b + 4
// CHECK: symbol glob global notype defined
