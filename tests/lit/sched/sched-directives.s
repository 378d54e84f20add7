// The scheduler's own directives (.likely, .unlikely, .expect, .vreg,
// .noalias) emit nothing and hold no position: a region runs through them,
// and the output keeps them (as comments) before the region's bundles.
// (.noalias speaks of the registers' values where it stands in the source,
// which the memory analysis follows in source order.) Other directives
// still end a region (their position matters).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VAL

// STATS: f: 3 instructions, 1 bundles, 0 nops, 1 groups
// STATS: g: 3 instructions, 2 bundles
// STATS: h: 3 instructions, 1 bundles, 0 nops, 1 groups
// GAS-NOT: {{Warning|Error}}

// CHECK-LABEL: f:
// CHECK-NEXT: // .unlikely f
// CHECK-NEXT: // .likely f
// CHECK-NEXT: { .mmb
// CHECK-NEXT: add r8=r32,r33
// CHECK-NEXT: add r9=r34,r35
// CHECK-NEXT: br.ret.sptk.many b0 ;;
// CHECK-LABEL: g:
// CHECK: add r8=r32,r33
// CHECK: .pred.rel
// CHECK: add r9=r34,r35

// VAL: PASS f#0 (3 instructions)
// CHECK-LABEL: h:
// CHECK-NEXT: // .noalias [r14], [r15]
// CHECK-NEXT: { .mmb
// CHECK-NEXT: add r8=r32,r33
// CHECK-NEXT: add r9=r34,r35

// VAL: 4 regions: 4 passed, 0 failed, 0 skipped

	.text
	.global f
	.proc f
f:
	add r8=r32,r33
	.unlikely f
	.likely f
	add r9=r34,r35
	br.ret.sptk.many b0
	.endp f

	.global g
	.proc g
g:
	add r8=r32,r33
	.pred.rel "mutex", p6, p7
	add r9=r34,r35
	br.ret.sptk.many b0
	.endp g

	.global h
	.proc h
h:
	add r8=r32,r33
	.noalias [r14], [r15]
	add r9=r34,r35
	br.ret.sptk.many b0
	.endp h
