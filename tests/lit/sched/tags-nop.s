// A tagged nop (`[3:] nop.b 0`, a patch site) is no filler: rescheduled
// explicit bundles and auto code keep it with its tag. Wrong code before:
// --reschedule-explicit dropped it and the tags became undefined symbols
// in the output (GNU as made relocations against `.L3$0` and `t`).
// REQUIRES: ia64-as
// RUN: %epicsched sched --reschedule-explicit %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s --check-prefix=REL
// GAS-NOT: {{Warning|Error}}
// CHECK-DAG: [.L3$0:] nop.b 0
// CHECK-DAG: [t:] nop.m 0
// CHECK-DAG: [u:] nop.i 0
// REL-COUNT-3: R_IA64_DIR64LSB {{[0-9a-f]+}} .text +
// REL-NOT: R_IA64
	.text
	.proc f
f:
{ .mib
	add r8=r9,r10
	nop.i 0
	[3:] nop.b 0 ;;
}
{ .mii
	[t:] nop.m 0
	add r2=r3,r4
	nop.i 0 ;;
}
	[u:] nop.i 0
	br.ret.sptk.many b0 ;;
	.endp f
	.data
	data8 3b, t, u
