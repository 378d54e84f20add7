// What `sched` passes through is printed so that GNU as reads it back with the
// same meaning: a brace bundle without a template stays without one (GNU as
// picks it; before, it was printed as `.mii` and gas rejected `nop.x` in it),
// and `.xdata1 SECTION, v` keeps its data in SECTION (before, the section
// operand was lost and gas stopped with "Comma expected after section name").
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %ia64-as -xexplicit %s -o %t.gas.o
// RUN: %ia64-objdump -s %t.o | tail -n +3 > %t.dump
// RUN: %ia64-objdump -s %t.gas.o | tail -n +3 | diff - %t.dump
// GAS-NOT: {{Warning|Error}}
// CHECK: {{^}}	{{{$}}
// CHECK-NEXT: nop.x 5
// CHECK: .data
// CHECK-NEXT: data1 -1
	.explicit
	.text
_start:
{ nop.x 5
}
	.xdata1 .data, -1
{ .mfb
	nop.f 9
	br.ret.sptk rp }
