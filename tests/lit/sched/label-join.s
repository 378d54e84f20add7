// A label starts a new bundle but not a new instruction group: on the
// fall-through path, the region after a label may start inside the previous
// region's last group (auto-mode bundling of the source does so). The stop
// at the end of the previous region goes when the joined group breaks no
// dependency rule and the issue engine predicts fewer cycles; a branch to
// the label starts a new group there anyway. The getppid epc fast path's
// shape (fsys.S): the first load of the retry loop joins the flags load.
// RUN: %epicsched sched %s -o %t.s --json | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --solver=list -o %t.list.s
// RUN: FileCheck %s --input-file=%t.list.s
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL

// GAS-NOT: {{Warning|Error}}

// No stop before .Lagain: ld8 r20 and ld8.acq r21 share a group.
// CHECK-LABEL: retry_like:
// CHECK: ld8 r20=[r18]
// CHECK-NEXT: nop.m 0
// CHECK-NEXT: nop.i 0{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: .Lagain:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: ld8.acq r21=[r19] ;;

// r9 is read right after the label: the stop stays.
// CHECK-LABEL: nojoin:
// CHECK: add r9=r32,r33
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: .Lin:

// JSON: "joined_groups": 1
// JSON-NEXT: "lower_bound"
// JSON-NEXT: "name": "retry_like"
// JSON: "joined_groups": 0
// JSON-NEXT: "lower_bound"
// JSON-NEXT: "name": "nojoin"

// VAL: 4 regions: 4 passed, 0 failed, 0 skipped

	.text
	.global retry_like
	.proc retry_like
retry_like:
	adds r18=0,r16
	adds r19=16,r16
	ld8 r20=[r18]
.Lagain:
	ld8.acq r21=[r19]
	;;
	adds r22=12,r21
	;;
	ld4 r8=[r22]
	cmp.ne p8,p0=r0,r21
(p8)	br.cond.spnt.few .Lagain
	br.ret.sptk.many b0
	.endp retry_like

	.global nojoin
	.proc nojoin
nojoin:
	ld8 r20=[r18]
	add r9=r32,r33
.Lin:
	add r10=r9,r32
	br.ret.sptk.many b0
	.endp nojoin
