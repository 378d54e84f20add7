// A write in one region whose use in a later region needs a serialization
// (ptc.e -> probe.r on DTC: data semantics, stop + srlz.d). Regions are
// scheduled one at a time, each inserting the srlz its own pairs need; the
// srlz for a pair across regions goes in a bundle before the later region.
// Before: no srlz (GNU as -xexplicit: "violates RAW dependency 'DTC' (data)";
// seen in GNU as's own testsuite file opc-m.s).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list -o %t2.s
// RUN: %ia64-as -xexplicit %t2.s -o %t2.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: FileCheck %s --input-file=%t.s
// STATS: srlz.d before it (Use of 'probe.r' violates RAW dependency 'DTC' (data) from before it)
// GAS-NOT: {{Warning|Error}}
// CHECK: ptc.e r4
// CHECK: break.m 0
// CHECK: srlz.d
// CHECK: probe.r r4=r5,r6
	.text
	.proc f
f:
	ptc.e r4
	break.m 0
	probe.r r4 = r5, r6
	br.ret.sptk.many b0 ;;
	.endp f
