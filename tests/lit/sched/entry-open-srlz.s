// A srlz in the group open before a region serializes a write of an earlier
// group only for the groups after it: the region's first group may not read
// the serialized resource. Here `rsm psr.ic ;;` then `{ flushrs; srlz.i }`
// without a stop leave srlz.i open, and the scheduler put `mov cr.ifs=r0`
// (reads PSR.ic) first in the region, in srlz.i's group: `sched` refused
// with "internal error: the scheduled output would break a dependency rule
// (... RAW dependency 'PSR.ic' (data))" (Linux head.s, ia64_jump_to_sal).
// The check of the region's first group against the open group now sees the
// groups before it too, and the stop goes before the region.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list -o %t2.s
// RUN: %ia64-as -xexplicit %t2.s -o %t2.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %epicsched validate %s --quiet | FileCheck %s --check-prefix=VAL
// STATS: f#1: stop before it (Use of 'mov' violates RAW dependency 'PSR.ic' (data) in the group open before it)
// GAS-NOT: {{Warning|Error}}
// CHECK: srlz.i
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK: mov cr.ifs=r0
// VAL: 0 failed
	.text
	.global f
	.proc f
f:
	alloc r16=ar.pfs,1,0,0,0 ;;
	rsm psr.i | psr.ic
{ .mmi
	flushrs
	srlz.i
	nop.i 0
}
	tpa r25=in0
	movl r18=f ;;
	tpa r18 = r18 ;;
	mov cr.ifs=r0 ;;
	rfi ;;
	.endp f
