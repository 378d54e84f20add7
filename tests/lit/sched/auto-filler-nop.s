// Filler nops written in auto-mode code (`nop 0`, hand bundling for GNU as)
// are dropped inside a region, as those of explicit bundles are: the bundler
// fills its own slots. Taken as instructions they were slots to place, here
// two `nop 0` in a group of their own (linux/entry.s ia64_leave_kernel's
// return path: predicted and simulated 13 cycles, the hand's 12; now 12).
// A nop before the region's first instruction, one right after a `.loc`
// (its line row names it: gas/pr13167.s), a tagged nop and a nop with
// another immediate stay.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// GAS-NOT: {{Warning|Error}}
// STATS: lk: 19 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, {{[0-9]+}} groups, predicted 12 cycles
// STATS: keep: 6 instructions
// lk writes ar.pfs and ar.rsc from live-in registers: a random value is
// mostly a reserved field (a Reserved Register/Field fault, as the SDM and
// Ski have it), so no random state runs lk to its end and it is skipped.
// VALID: 2 regions: 1 passed, 0 failed, 1 skipped
// CHECK-LABEL: lk:
// CHECK-NOT: nop 0
// CHECK: rfi ;;
// CHECK-LABEL: keep:
// CHECK-DAG: {{^}}	  nop 0
// CHECK-DAG: {{^}}	  nop 0
// CHECK-DAG: nop.i 1
// CHECK-DAG: [t:] nop.m 0
// CHECK: br.ret.sptk.many b0
	.file 1 "x.c"
	.text
	.global lk
	.proc lk
lk:
	mov ar.unat=r25
	(p2) extr.u r22=r22,21,1
	(p1) mov r19=r0 ;;
	(p3) mov ar.bspstore=r23
	(p2) dep r29=r22,r29,21,1
	(p1) mov r16=r0 ;;
	mov cr.ipsr=r29
	mov ar.pfs=r26
	(p1) mov r17=r0
	(p9) mov cr.ifs=r30
	mov b0=r21
	(p1) mov r18=r0
	mov ar.fpsr=r20
	mov cr.iip=r28
	nop 0 ;;
	(p3) mov ar.rnat=r24
	nop 0
	(p1) mov r2=r0
	mov ar.rsc=r27
	mov pr=r31,-1
	rfi
	.endp lk

	.global keep
	.proc keep
keep:
	nop 0
	add r8=r9,r10
	.loc 1 7 0
	nop 0
	nop.i 1
	[t:] nop.m 0
	br.ret.sptk.many b0
	.endp keep
