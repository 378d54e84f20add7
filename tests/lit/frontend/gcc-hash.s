// A trailing `#` marks a name as a symbol even when it spells a register
// (GCC's convention), so `r5#` is the symbol r5.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
// The printed form keeps the `#` (printed bare, `r5` read back as the
// register: found by fuzz/sched_fuzzer), so sched's output means the same.
// RUN: %epicsched sched %s --solver=list -o %t.sched.s
// RUN: FileCheck %s --check-prefix=OUT < %t.sched.s
// RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.o
// RUN: %ia64-objdump -r %t.sched.o | FileCheck %s --check-prefix=RELOC
// OUT: br.call.sptk.many b0=r5#
// OUT: addl r2=@ltoff(b1#),r1
// RELOC-DAG: PCREL21B r5
// RELOC-DAG: LTOFF22 b1
	.text
// CHECK: inst br.call.sptk.many BR:b0 = imm:r5#
	br.call.sptk.many b0 = r5#
// CHECK: inst addl GR:r2 = imm:@ltoff(b1#), GR:r1
	addl r2 = @ltoff(b1#), gp
