// A region whose first group continues a group the code before it left open
// (a brace bundle without a final stop in auto code) does not own that
// group: the next region may not join it through a label on the strength of
// the region's own instructions alone. Before, the `ld2` region joined the
// open group of `br.ctop` (no conflict), then the `xmpy.hu` region after
// `2:` joined the `ld2` group with only `ld2` checked: `xmpy.hu` reads the
// rotating f40 (CFM) in `br.ctop`'s group, and sched refused the input with
// "internal error: the scheduled output would break a dependency rule"
// (fuzz/sched_differential.py, seed 201).
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %epicsched sched %s --solver=list -o %t.list.s
// RUN: FileCheck %s --input-file=%t.list.s
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL
// CHECK: br.ctop.dpnt.many .L3$0
// CHECK: ld2.sa.d5 r20=[r74]
// CHECK: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: .L2$0:
// CHECK: xmpy.hu f58=f40,f38 ;;
// VAL-NOT: error
// VAL-NOT: FAIL
// REQUIRES: ia64-as
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
{ .mfb
	br.ctop.dpnt.many 3f
}
	ld2.sa.d5 r20=[r74] ;;
2:
	xmpy.hu f58=f40,f38
3:
