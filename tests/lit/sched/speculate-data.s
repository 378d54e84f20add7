// Data speculation (docs/scheduler.md, "Data speculation"): a load below a
// store the alias analysis cannot separate from it moves above the store as
// ld8.a, chk.a.clr stays in its place and recovery code (the load again,
// then back) goes before .endp, only where the prediction gets shorter.
// RUN: %epicsched sched %s --speculate=data --solver=list -o %t.s --stats > %t.stats
// RUN: FileCheck %s --input-file=%t.s
// RUN: FileCheck %s --input-file=%t.stats --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// Without it nothing changes; Z3 advances the same loads.
// RUN: %epicsched sched %s --solver=list --stats | FileCheck %s --check-prefix=NONE
// RUN: %epicsched sched %s --speculate=data --time-limit=2 --stats | FileCheck %s --check-prefix=STATS
// Both kinds: exit_first's first load also goes above the exit (ld8.s; its
// register is dead at .Lout by the conventions), 7 -> 5 cycles.
// RUN: %epicsched sched %s --speculate=control,data --rename=abi --solver=list --stats | FileCheck %s --check-prefix=BOTH
// RUN: %epicsched validate %s --speculate=control,data --rename=abi --solver=list | FileCheck %s --check-prefix=VALIDATE-BOTH
// VALIDATE-BOTH: PASS exit_first#{{.*}} (2 load(s) speculated, 1 advanced above a store; recovery code ran in {{[1-9][0-9]*}} states, {{[1-9][0-9]*}} of them with a store to an advanced load's bytes)
// VALIDATE-BOTH: 0 failed
// Translation validation: every other state keeps no ALAT entry (every
// check fails), the others have dense pointers, and the runs go on until a
// store has written an advanced load's bytes; the recovery code must give
// the source's state in both.
// RUN: %epicsched validate %s --speculate=data --solver=list | FileCheck %s --check-prefix=VALIDATE
// VALIDATE: PASS store_then_load#{{.*}} (1 load(s) speculated, 1 advanced above a store; recovery code ran in {{[1-9][0-9]*}} states, {{[1-9][0-9]*}} of them with a store to an advanced load's bytes)
// VALIDATE: PASS exit_first#{{.*}} (1 load(s) speculated, 1 advanced above a store; recovery code ran in {{[1-9][0-9]*}} states, {{[1-9][0-9]*}} of them with a store to an advanced load's bytes)
// VALIDATE: 0 failed
// The same with the recovery code's loads made nops: only the states where
// the store wrote the load's bytes can show it (the dropped entries alone
// leave the advanced value right), and they do.
// RUN: not %epicsched validate %s --speculate=data --solver=list --self-test-break-recovery | FileCheck %s --check-prefix=BROKEN
// BROKEN: FAIL store_then_load#{{.*}}: seed {{[0-9]+}}: register r8: source

	.text
	.global store_then_load#
	.proc store_then_load#
store_then_load:
	.prologue
	.body
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8 [r33] = r14
	ld8 r15 = [r35]
	;;
	add r8 = r15, r36
	;;
	shladd r8 = r8, 2, r37
	br.ret.sptk.many b0
	.endp store_then_load#
// CHECK-LABEL: store_then_load:
// CHECK:      ld8 r14=[r32]
// CHECK-NEXT: ld8.a r15=[r35]
// CHECK:      st8 [r33]=r14
// CHECK-NEXT: chk.a.clr r15,[[REC:.Lepicsched.spec.rec.[0-9]+]]
// CHECK:      [[BACK:.Lepicsched.spec.back.[0-9]+]]:
// CHECK:      add r8=r15,r36
// CHECK:      [[REC]]:
// CHECK-NEXT: { .mib
// CHECK-NEXT: ld8 r15=[r35]
// CHECK-NEXT: nop.i 0
// CHECK-NEXT: br.sptk.few [[BACK]] ;;
// CHECK:      .endp store_then_load#
// STATS:      store_then_load#: 8 instructions, {{.*}} predicted 4 cycles
// STATS-NEXT: 1 load(s) advanced above a store (ld.a, chk.a.clr and recovery code)
// NONE:       store_then_load#: 7 instructions, {{.*}} predicted 5 cycles
// STATS:      exit_first#: {{.*}} predicted 6 cycles
// STATS-NEXT: 1 load(s) advanced above a store
// NONE:       exit_first#: {{.*}} predicted 7 cycles

// The load passes the store, not the side exit above it (an advanced load
// is not speculative: it faults where the source's load would, and no NaT
// can reach .Lout, which reads r15).
	.global exit_first#
	.proc exit_first#
exit_first:
	.prologue
	.body
	cmp.eq p6, p7 = r0, r38
	;;
	(p6) br.cond.dpnt .Lout
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8 [r33] = r14
	ld8 r15 = [r35]
	;;
	add r8 = r15, r36
	;;
	shladd r8 = r8, 2, r37
	br.ret.sptk.many b0
.Lout:
	mov r8 = r15
	br.ret.sptk.many b0
	.endp exit_first#
// CHECK-LABEL: exit_first:
// CHECK:      (p6) br.cond.dpnt .Lout
// CHECK:      ld8.a r15=[r35]
// CHECK:      st8 [r33]=r14
// CHECK-NEXT: chk.a.clr r15,
// CHECK:      .endp exit_first#

// Negative: a store proven to write the load's bytes (every check would
// fail), a volatile (acquire) load, a release store in the region, a
// procedure that uses the ALAT itself.
	.global same_address#
	.proc same_address#
same_address:
	.prologue
	.body
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8 [r33] = r14
	adds r16 = 4, r33
	;;
	ld4 r15 = [r16]
	;;
	add r8 = r15, r36
	br.ret.sptk.many b0
	.endp same_address#
	.global volatile_load#
	.proc volatile_load#
volatile_load:
	.prologue
	.body
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8 [r33] = r14
	ld8.acq r15 = [r35]
	;;
	add r8 = r15, r36
	br.ret.sptk.many b0
	.endp volatile_load#
	.global release_store#
	.proc release_store#
release_store:
	.prologue
	.body
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8.rel [r33] = r14
	ld8 r15 = [r35]
	;;
	add r8 = r15, r36
	br.ret.sptk.many b0
	.endp release_store#
	.global own_alat#
	.proc own_alat#
own_alat:
	.prologue
	.body
	ld8.a r16 = [r38]
	ld8 r14 = [r32]
	;;
	add r14 = r14, r34
	;;
	st8 [r33] = r14
	ld8 r15 = [r35]
	;;
	add r8 = r15, r36
	ld8.c.clr r16 = [r38]
	;;
	add r8 = r8, r16
	br.ret.sptk.many b0
	.endp own_alat#
// CHECK-LABEL: same_address:
// CHECK-NOT:  .a r
// CHECK:      .endp same_address#
// CHECK-LABEL: volatile_load:
// CHECK-NOT:  chk.a
// CHECK:      .endp volatile_load#
// CHECK-LABEL: release_store:
// CHECK-NOT:  chk.a
// CHECK:      .endp release_store#
// CHECK-LABEL: own_alat:
// CHECK-NOT:  chk.a
// CHECK:      .endp own_alat#
// STATS-NOT: advanced
// NONE-NOT: advanced
// BOTH:      exit_first#: {{.*}} predicted 5 cycles
// BOTH-NEXT: 1 load(s) speculated above a side exit (ld.s, chk.s and recovery code; moved code writes r14)
// BOTH-NEXT: 1 load(s) advanced above a store
