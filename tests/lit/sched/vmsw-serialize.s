// vmsw.0/.1 fetch under the translations like epc: a purge or insert
// (`ptc.l`, `itc.i`, `ptr.i`...) before it needs srlz.i between (GNU as 2.40
// -x: "Use of 'vmsw.1' violates RAW dependency 'ITC' (instr)", as for epc).
// The dependency tables read no ITC/ITR for vmsw, so sched put the two in one
// group without srlz.i, and GNU as -xexplicit warned on the output (wrong code;
// fuzz/sched_differential.py seed 503). dvcheck, validate's whole-file check
// and the scheduler read the same tables.
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// CHECK: ptc.l r120,r96
// CHECK: srlz.i
// CHECK: vmsw.1
// RUN: %epicsched sched %s --solver=list -o %t.list.s
// RUN: FileCheck %s --input-file=%t.list.s
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL
// VAL: 0 failed
// RUN: %epicsched dvcheck %S/Inputs/vmsw-after-purge.s | FileCheck %s --check-prefix=DV
// DV: Use of 'vmsw.1' violates RAW dependency 'ITC' (instr)
// REQUIRES: ia64-as
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
	(p11) ptc.l r120,r96 ;;
	vmsw.1
