// A region entered while the code before it left its group open continues
// that group. Issue 14 case 1: an explicit bundle without a final stop, then
// auto code reading what the bundle wrote (f11): before, the scheduler put
// `getf.sig r15=f11` in the writer's group (GNU as: RAW on FR 11). Now a stop
// goes at the end of the bundle, and the whole output is checked against the
// dependency rules before anything is written. (One bundle: in automatic
// mode GNU as ends the group after a braced bundle, so a second bundle after
// it starts a group of its own: scheduler/BraceModes.h.)
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list -o %t2.s
// RUN: %ia64-as -xexplicit %t2.s -o %t2.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched dvcheck %t.s | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: FileCheck %s --input-file=%t.s
// STATS: f#0: stop before it (Use of 'getf.sig' violates RAW dependency 'FR%, % in 2 - 127'
// GAS-NOT: {{Warning|Error}}
// CHECK: br.cloop.dptk f ;;
// CHECK: getf.sig r15=f11
	.text
	.proc f
f:
{ .mfb
	nop.m 0
	xma.l f11 = f49, f6, f48
	br.cloop.dptk f
}
	xma.l f8 = f51, f6, f50 ;;
	getf.sig r15 = f11
	br.ret.sptk.many b0 ;;
	.endp f
