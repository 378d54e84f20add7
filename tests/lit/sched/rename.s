// Renaming (docs/scheduler.md, "Renaming"): a value whose register is
// written again later in the region moves into a free register, so the
// WAW/WAR edges between the two values go and the second load issues with
// the first. --rename=abi may take the conventions' scratch registers
// proven dead; --rename=pool only `.vregpool` registers.
// RUN: %epicsched sched %s --rename=abi --solver=list -o %t.abi.s --stats > %t.abi.stats
// RUN: FileCheck %s --input-file=%t.abi.s
// RUN: FileCheck %s --input-file=%t.abi.stats --check-prefix=STATS
// RUN: %epicsched sched %s --rename=none --solver=list --stats -o %t.none.s | FileCheck %s --check-prefix=NONE
// RUN: %ia64-as -xexplicit %t.abi.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// Every region as renamed and scheduled against the source, from random
// states (the registers taken are dead at every exit, so not compared).
// RUN: %epicsched validate %s --rename=abi --solver=list | FileCheck %s --check-prefix=VALIDATE
// RUN: %epicsched validate %s --rename=abi | FileCheck %s --check-prefix=VALIDATE
// VALIDATE: 0 failed
// The pipeline text says the same.
// RUN: %epicsched sched --print-pipeline-passes --rename=abi --solver=list | FileCheck %s --check-prefix=PIPE
// PIPE: {{^}}rename<abi>,schedule<list>,bundle,predict,verify{{$}}
// RUN: %epicsched sched %s --passes='rename<abi>,schedule<list>,bundle,predict,verify' -o %t.p.s
// RUN: cmp %t.p.s %t.abi.s

	.text
	.global reuse
	.proc reuse
reuse:
	ld8 r14 = [r32]
	;;
	add r8 = r14, r33
	;;
	ld8 r14 = [r34]		// the same register again: WAW with the first load
	;;
	add r9 = r14, r35
	;;
	add r10 = r9, r8
	br.ret.sptk.many b0
	.endp reuse
// CHECK-LABEL: reuse:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: ld8 r2=[r32]
// CHECK-NEXT: ld8 r14=[r34]
// CHECK-NEXT: nop.i 0 ;;
// CHECK-NEXT: }
// CHECK-NEXT: { .mmi
// CHECK-NEXT: add r8=r2,r33
// CHECK-NEXT: add r9=r14,r35
// STATS: reuse: 6 instructions, {{.*}} predicted 3 cycles
// STATS-NEXT: 1 value(s) renamed into r2 (dead at every exit)
// NONE: reuse: 6 instructions, {{.*}} predicted 4 cycles

// Without the conventions (--rename=pool, no pool here), the scratch
// registers may be what a caller or the code after a return reads: nothing
// is renamed.
// RUN: %epicsched sched %s --rename=pool --solver=list --stats -o %t.pool.s | FileCheck %s --check-prefix=POOL
// POOL-NOT: renamed
// POOL: reuse: 6 instructions, {{.*}} predicted 4 cycles
// POOL-NOT: renamed

// r2 is read where the side exit goes, r3 is named by an unwind directive:
// the value takes the next scratch register, r14.
	.global exit_reads
	.proc exit_reads
exit_reads:
	.prologue
	.save ar.lc, r3
	mov r3 = ar.lc
	.body
	ld8 r15 = [r32]
	;;
	add r8 = r15, r33
	;;
	ld8 r15 = [r34]
	;;
	add r9 = r15, r35
	;;
	add r10 = r9, r8
	;;
	cmp.eq p6, p7 = r10, r0
	;;
	(p6) br.cond.dpnt .Luse
	mov ar.lc = r3
	br.ret.sptk.many b0
.Luse:
	add r8 = r2, r8
	mov ar.lc = r3
	br.ret.sptk.many b0
	.endp exit_reads
// CHECK-LABEL: exit_reads:
// CHECK: ld8 r14=[r32]
// CHECK-NEXT: ld8 r15=[r34]
// STATS: exit_reads: {{.*}} predicted 6 cycles
// STATS-NEXT: 1 value(s) renamed into r14 (dead at every exit)
// NONE: exit_reads: {{.*}} predicted 7 cycles

// The next write is predicated: where it does not execute, the first value
// is still the register's. Not renamed.
	.global predicated_next
	.proc predicated_next
predicated_next:
	ld8 r15 = [r32]
	;;
	add r8 = r15, r33
	;;
	(p6) ld8 r15 = [r34]	// renamed, this load could issue at once (3 cycles)
	;;
	add r9 = r15, r35
	;;
	add r10 = r9, r8
	br.ret.sptk.many b0
	.endp predicated_next
// CHECK-LABEL: predicated_next:
// CHECK-NOT: r2
// CHECK: .endp predicated_next
// STATS: predicated_next: {{.*}} predicted 4 cycles
// STATS-NOT: renamed

// A definition may read the register's previous value: only its result
// moves (`adds r15 = 8, r15` becomes `adds r3 = 8, r2` once the load before
// it moved to r2), and the next write's read of it follows. The last load
// then starts the longest chain at once: 4 cycles instead of 6.
	.global self_read
	.proc self_read
self_read:
	ld8 r15 = [r32]
	;;
	adds r15 = 8, r15
	;;
	ld8 r16 = [r15]
	ld8 r15 = [r34]
	;;
	add r17 = r15, r35
	;;
	add r18 = r17, r35
	;;
	add r8 = r18, r16
	br.ret.sptk.many b0
	.endp self_read
// CHECK-LABEL: self_read:
// CHECK-DAG: ld8 r2=[r32]
// CHECK-DAG: adds r3=8,r2
// CHECK-DAG: ld8 r16=[r3]
// CHECK-DAG: ld8 r15=[r34]
// STATS: self_read: {{.*}} predicted 4 cycles
// STATS-NEXT: 2 value(s) renamed into r2, r3 (dead at every exit)
// NONE: self_read: {{.*}} predicted 6 cycles
