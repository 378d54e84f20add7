// validate times every path a region takes: the fall-through and each
// taken side exit (a state that takes the exit is timed to the exit), as
// written and as scheduled, so a loss on a taken path is visible. Half the
// random states take the hinted exit (r33 below r34), half fall through past
// it (a misprediction in both runs alike: still timed; the predicated-off
// `.sptk` branch costs branch_mispredict, 6 cycles, since it reaches the
// predictor: end 4 / 3 / 3 before). Before, only the first state that ran
// without a misprediction was timed, whatever its path (now the taken one:
// the region's "cycles" are the taken path's 2 / 1 against the prediction
// of the whole region, 3).
// RUN: %epicsched validate %s | FileCheck %s
// RUN: %epicsched validate %s --json | FileCheck %s --check-prefix=JSON

// CHECK: PASS f#0 (5 instructions): 20 states equal; cycles: source 2, scheduled 1, predicted 3; paths: end source 10, scheduled 9, predicted 9, taken at branch 1 to {{.*}} source 2, scheduled 1, predicted 1
// CHECK: cycles over 4 timed paths (fall-through and taken exits): source {{[0-9]+}}, scheduled {{[0-9]+}}; scheduled slower on 0

// JSON: "instructions": 5,
// JSON-NEXT: "paths": [
// JSON-DAG: "exit": "end"
// JSON-DAG: "exit": "branch 1 to {{.*}}"
// JSON-DAG: "taken": true
// JSON-DAG: "taken": false
// JSON: "region": "f#0"

	.text
	.global f
	.proc f
f:
	add r14 = r33, r34
	cmp.ltu p6, p7 = r33, r34
	;;
	(p6) br.cond.sptk.many out
	add r15 = r14, r35
	;;
	add r16 = r15, r36
done:
	br.ret.sptk.many b0
out:
	br.ret.sptk.many b0
	.endp f
