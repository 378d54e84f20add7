// Operands without a comma between them: accepted only where GNU as parses
// the directive itself (DWARF .file/.loc, the string of .pred.rel), an error
// everywhere else, as gas gives one.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
// RUN: not %epicsched parse %S/Inputs/operand-commas-bad.s 2>&1 | FileCheck --check-prefix=BAD %S/Inputs/operand-commas-bad.s
	.text
// CHECK: directive .file words=["x.c"] args=[1]
	.file 1 "x.c"
// CHECK: directive .loc args=[1, 2, 0]
	.loc 1 2 0
// CHECK: directive .pred.rel words=["mutex", "p1", "p2"]
	.pred.rel "mutex" p1, p2
// CHECK: directive .pred.rel words=["imply", "p3", "p4"]
	.pred.rel "imply", p3, p4
// CHECK: directive .pred.rel words=["mutex", "p5", "p6"]
	.pred.rel @mutex p5, p6
	add r1 = r2, r3
