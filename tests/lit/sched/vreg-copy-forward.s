// A `.vreg` temporary that only copies a register, then used as an address:
// the access reads the copied register itself (scheduler/CopyForward.h), so
// it does not wait a cycle for the copy (getpid via epc: 10 -> 9 cycles).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{.}}
	.vregpool r14-r17
	.text

// STATS: fwd: {{.*}} predicted 2 cycles
// CHECK-LABEL: fwd:
// CHECK-DAG: ld8 r{{[0-9]+}}=[r32]
// CHECK-DAG: st8 [r33]=r34
	.global fwd
	.proc fwd
fwd:
	.vreg t, u, v
	adds t = 0, r32
	mov u = r33
	ld8 v = [t]
	st8 [u] = r34
	add r8 = v, r35
	br.ret.sptk.many b0
	.endp fwd

// Not when the copied register is written in between (the access must see
// the copy's value), nor through a post-increment of the copy (the access
// writes it), nor after a label (another way in).
// STATS: kept: {{.*}} predicted 3 cycles
// CHECK-LABEL: kept:
// CHECK-DAG: ld8 r{{[0-9]+}}=[r{{1[4-7]}}]
// CHECK-DAG: ld8 r{{[0-9]+}}=[r{{1[4-7]}}],8
	.global kept
	.proc kept
kept:
	.vreg a, b, c, d
	adds a = 0, r32
	adds r32 = 8, r32
	ld8 c = [a]
	mov b = r33
	ld8 d = [b], 8
	add r8 = c, d
	br.ret.sptk.many b0
	.endp kept

// CHECK-LABEL: label:
// CHECK: ld8 r{{[0-9]+}}=[r{{1[4-7]}}]
	.global label
	.proc label
label:
	.vreg e, f
	mov e = r32
1:	ld8 f = [e]
	add r8 = f, r0
	br.ret.sptk.many b0
	.endp label
