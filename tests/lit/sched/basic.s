// A kernel-style region: the scheduler hoists the 12-cycle kernel-register
// read and the ar.bspstore write, inserts the srlz.d the rr write needs
// before the load, keeps loadrs after the bspstore write by 12 cycles, and
// ends with the branch.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --json | FileCheck %s --check-prefix=JSON
// RUN: %epicsched sched %s --solver=list --json | FileCheck %s --check-prefix=LIST
// RUN: %epicsched sched %s --solver=inorder --json | FileCheck %s --check-prefix=INORDER

// STATS: f: 10 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, {{[0-9]+}} groups, predicted 28 cycles ({{[0-9]+}} bubbles); schedule 28 cycles, lower bound 28, proven optimal, z3
// GAS-NOT: {{Warning|Error}}

// CHECK: .explicit
// The first two bundles hold the load, the kernel-register read and the
// bspstore write (loadrs must then wait its 12 cycles after the write).
// CHECK: { .mmi
// CHECK-NEXT: ld8 r9=[r34]
// CHECK-DAG: mov r10=ar.k7
// CHECK-DAG: mov ar.bspstore=r35
// CHECK: loadrs
// CHECK: mov rr[r0]=r9
// CHECK: srlz.d ;;
// CHECK-NEXT: ld8 r14=[r11]
// CHECK: br.ret.sptk.many b0 ;;
// CHECK: .endp f

// JSON-DAG: "name": "f"
// JSON-DAG: "cycles": 28
// JSON-DAG: "lower_bound": 28
// JSON-DAG: "schedule_cycles": 28
// JSON-DAG: "optimal": true
// JSON-DAG: "solver": "z3"
// LIST: "solver": "list"
// INORDER: "solver": "inorder"

	.text
	.global f
	.proc f
f:
	add r8=r32,r33
	ld8 r9=[r34]
	mov r10=ar.k7
	;;
	add r11=r9,r10
	mov ar.bspstore=r35
	loadrs
	mov rr[r0]=r9
	ld8 r14=[r11]
	add r15=r8,r11
	br.ret.sptk.many b0
	.endp f
