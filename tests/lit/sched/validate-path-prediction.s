// validate compares each path's simulated cycles with the scheduler's
// prediction for it (docs/scheduler.md "Validation"): the issue engine's
// cycles to the exit, plus the branch_mispredict penalty where the exit's
// hint predicts it not taken (isa/BranchPredict.h, as the simulator
// predicts a branch it sees the first time), plus the penalty of the
// return stack a fresh run starts empty (a taken br.ret, at the exit).
// f: a bare `br` is .sptk (GNU as encodes it so): taken, no penalty
// (the first version charged one: predicted 7, simulated 1). g: the
// `.spnt` exit taken pays it. The final br.ret pays the return stack's.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0 {{.*}} paths: taken at branch 1 to {{[^ ]+}} source 2, scheduled 1, predicted 1{{$}}
// CHECK: PASS g#2 {{.*}} paths: taken at branch 1 to {{[^ ]+}} source 8, scheduled 7, predicted 7{{$}}
// CHECK: prediction differs on 0 of 4 predicted paths

	.text
	.global f
	.proc f
f:
	cmp.eq p6,p7=r0,r0
	;;
(p6)	br	.Lf
	add r8=r8,r9
	br.ret.sptk.many b0
.Lf:	br.ret.sptk.many b0
	.endp f

	.global g
	.proc g
g:
	cmp.eq p6,p7=r0,r0
	;;
(p6)	br.cond.spnt .Lg
	add r8=r8,r9
	br.ret.sptk.many b0
.Lg:	br.ret.sptk.many b0
	.endp g
