// A branch whose qualifying predicate is false is a not-taken branch for
// the predictor (docs/simulator.md "Branch prediction"; sim/Core.h
// predictedWhenOff): the front end predicts it before the predicate is
// known. h: `(p6) br.cond.sptk` with p6 false is predicted taken and
// mispredicts (branch_mispredict, 6 cycles) before the path goes on; the
// simulator charges it and the scheduler's path prediction does too
// (before: h 10 / 9 / 9, the off branch charged nowhere). k: the `.spnt`
// one costs nothing. m: the penalty comes right after the branch, so the
// getf's latency passes during it: predicted 14 (the trace to the branch,
// the stall, then the rest), not 12 + 6 (before: 12 / 12 / 12).
// The final br.ret pays the empty return stack's penalty in every path.
// RUN: %epicsched validate %s --reschedule-explicit | FileCheck %s
// CHECK: PASS h#0 {{.*}} paths: taken at branch 2 source 16, scheduled 15, predicted 15{{$}}
// CHECK: PASS k#2 {{.*}} paths: taken at branch 2 source 10, scheduled 9, predicted 9{{$}}
// CHECK: PASS m#4 {{.*}} paths: taken at branch 2 source 15, scheduled 14, predicted 14{{$}}

	.text
	.global h
	.proc h
h:
	cmp.ne p6,p7=r0,r0
	;;
(p6)	br.cond.sptk .Lh
	add r8=r8,r9
	;;
	add r8=r8,r10
	br.ret.sptk.many b0
.Lh:	br.ret.sptk.many b0
	.endp h

	.global k
	.proc k
k:
	cmp.ne p6,p7=r0,r0
	;;
(p6)	br.cond.spnt .Lk
	add r8=r8,r9
	;;
	add r8=r8,r10
	br.ret.sptk.many b0
.Lk:	br.ret.sptk.many b0
	.endp k

	.global m
	.proc m
m:
	cmp.ne p6,p7=r0,r0
	getf.sig r8=f6
	;;
(p6)	br.cond.sptk .Lm
	add r9=r8,r9
	br.ret.sptk.many b0
.Lm:	br.ret.sptk.many b0
	.endp m

// n: three branches in one bundle, p8/p10/p12 false in the source (random
// states keep none: the cmp.ne of r0 with itself). Falling through a
// passed one mid-bundle, the simulator issues the trace to the branch, the
// penalty, then the rest of the bundle as a trace of its own (one cycle
// more than going on at the next slot: predicted 10 and 18 before).
// CHECK: PASS n#7 {{.*}} taken at branch 2 to {{[^ ]+}} source 11, scheduled 11, predicted 11, taken at branch 3 to {{[^ ]+}} source 21, scheduled 21, predicted 21{{$}}
	.global n
	.proc n
n:
	cmp.ne p8,p0=r0,r0
	cmp.ne p10,p0=r0,r0
	cmp.ne p12,p0=r0,r0 ;;
	{ .bbb
	  (p8) br.dptk .Ln
	  (p10) br.dptk .Ln
	  (p12) br.dptk .Ln
	}
	add r8=r9,r10 ;;
	br.ret.sptk.many b0
.Ln:	br.ret.sptk.many b0
	.endp n
// CHECK: prediction differs on 0 of 12 predicted paths
