// Explicit-mode instructions outside braces are kept as written even with
// --reschedule-explicit; the scheduler predicts no cycles for them, so validate
// compares no prediction there (it reported "predicted 0" and a mismatch in
// every state: GotoBLAS-style `.explicit` kernels, realworld/openblas-kernel.s).
// RUN: %epicsched validate %s --reschedule-explicit --solver=list | FileCheck %s
// RUN: %epicsched validate %s --reschedule-explicit --solver=list --json | FileCheck %s --check-prefix=JSON
// CHECK: PASS f#0 (3 instructions): 20 states equal; cycles: source {{[0-9]+}}, scheduled {{[0-9]+}}{{$}}
// CHECK: prediction equal in 0 of 0 regions
// JSON-NOT: predicted_cycles
// JSON: "source_cycles"
	.explicit
	.text
	.proc f
f:
	add r8 = r9, r10
	;;
	add r8 = r8, r10
	ldfd f6 = [r32]
	;;
	.endp f
