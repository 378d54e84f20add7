// Control speculation (docs/scheduler.md, "Control speculation"): a load
// below a side exit moves above it as ld8.s, chk.s stays in its place and
// recovery code (the load again, then back) goes before .endp, only where
// the prediction gets shorter and the load's register is dead where the
// exit goes. Without --speculate nothing changes.
// RUN: %epicsched sched %s --speculate=control --rename=abi --solver=list -o %t.s --stats > %t.stats
// RUN: FileCheck %s --input-file=%t.s
// RUN: FileCheck %s --input-file=%t.stats --check-prefix=STATS
// RUN: %epicsched sched %s --rename=abi --solver=list --stats -o %t.none.s | FileCheck %s --check-prefix=NONE
// RUN: FileCheck %s --input-file=%t.none.s --check-prefix=NONE-S
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// Z3 speculates the same loads.
// RUN: %epicsched sched %s --speculate=control --rename=abi --time-limit=2 --stats | FileCheck %s --check-prefix=STATS
// Translation validation: every other state defers every speculative load,
// so the recovery code runs and must give the source's state.
// RUN: %epicsched validate %s --speculate=control --rename=abi --solver=list | FileCheck %s --check-prefix=VALIDATE
// VALIDATE: PASS two_loads#{{.*}} (2 load(s) speculated; recovery code ran in {{[1-9][0-9]*}} states)
// VALIDATE: 0 failed
// The same with the recovery code's loads made nops: the deferred states
// show it.
// RUN: not %epicsched validate %s --speculate=control --rename=abi --solver=list --self-test-break-recovery | FileCheck %s --check-prefix=BROKEN
// BROKEN: FAIL two_loads#{{.*}}: seed {{[0-9]+}}: register r{{[0-9]+}}: source
// RUN: not %epicsched sched %s --speculate=address 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: --speculate takes none, control, data or control,data, not 'address'

	.text
	.global two_loads#
	.proc two_loads#
two_loads:
	.prologue
	.body
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout
	ld8 r14 = [r32]
	ld8 r15 = [r33]
	;;
	add r8 = r14, r15
	;;
	shladd r8 = r8, 2, r35
	br.ret.sptk.many b0
.Lout:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp two_loads#
// CHECK-LABEL: two_loads:
// CHECK:      ld8.s r14=[r32]
// CHECK:      ld8.s r15=[r33]
// CHECK:      (p6) br.cond.dpnt .Lout ;;
// CHECK:      chk.s r14,[[REC0:.Lepicsched.spec.rec.[0-9]+]]
// CHECK-NEXT: chk.s r15,[[REC1:.Lepicsched.spec.rec.[0-9]+]]
// CHECK-NOT:  ;;
// CHECK:      [[BACK:.Lepicsched.spec.back.[0-9]+]]:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: add r8=r14,r15
// CHECK:      [[REC0]]:
// CHECK-NEXT: { .mmb
// CHECK-NEXT: ld8 r14=[r32]
// CHECK-NEXT: ld8 r15=[r33]
// CHECK-NEXT: br.sptk.few [[BACK]] ;;
// CHECK:      [[REC1]]:
// CHECK-NEXT: { .mib
// CHECK-NEXT: ld8 r15=[r33]
// CHECK-NEXT: nop.i 0
// CHECK-NEXT: br.sptk.few [[BACK]] ;;
// CHECK:      .endp two_loads#
// STATS: two_loads#: {{.*}} predicted 4 cycles
// STATS-NEXT: 2 load(s) speculated above a side exit (ld.s, chk.s and recovery code; moved code writes r14, r15)
// NONE: two_loads#: {{.*}} predicted 5 cycles
// NONE-NOT: speculated
// NONE-S-NOT: {{ld8.s|chk.s}}

// The exit's target reads r14: a NaT there would escape. Not speculated.
	.global live_at_exit#
	.proc live_at_exit#
live_at_exit:
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout2
	ld8 r14 = [r32]
	;;
	add r8 = r14, r35
	br.ret.sptk.many b0
.Lout2:
	mov r8 = r14
	br.ret.sptk.many b0
	.endp live_at_exit#
// CHECK-LABEL: live_at_exit:
// CHECK-NOT: {{ld8.s|chk.s}}
// CHECK: .endp live_at_exit#

// A store between the exit and the load (maybe to the same address): the
// load stays below it.
	.global store_between#
	.proc store_between#
store_between:
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout3
	st8 [r36] = r35
	ld8 r14 = [r32]
	;;
	add r8 = r14, r35
	br.ret.sptk.many b0
.Lout3:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp store_between#
// CHECK-LABEL: store_between:
// CHECK-NOT: {{ld8.s|chk.s}}
// CHECK: .endp store_between#

// Synchronization in the region (an ordered load): its loads stay.
	.global fenced#
	.proc fenced#
fenced:
	ld8.acq r16 = [r37]
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout4
	ld8 r14 = [r32]
	;;
	add r8 = r14, r16
	br.ret.sptk.many b0
.Lout4:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp fenced#
// CHECK-LABEL: fenced:
// CHECK-NOT: {{ld8.s|chk.s}}
// CHECK: .endp fenced#

// Nothing waits for the load: speculation would not be faster, so the
// source's load stays.
	.global no_gain#
	.proc no_gain#
no_gain:
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout5
	ld8 r14 = [r32]
	br.ret.sptk.many b0
.Lout5:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp no_gain#
// CHECK-LABEL: no_gain:
// CHECK-NOT: {{ld8.s|chk.s}}
// CHECK: .endp no_gain#

// The procedure's end is reached by falling through (a predicated return
// last): recovery code cannot go before .endp.
	.global falls_off#
	.proc falls_off#
falls_off:
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout6
	ld8 r14 = [r32]
	ld8 r15 = [r33]
	;;
	add r8 = r14, r15
	;;
	shladd r8 = r8, 2, r35
	br.ret.sptk.many b0
.Lout6:
	mov r8 = r0
	(p7) br.ret.sptk.many b0
	.endp falls_off#
// CHECK-LABEL: falls_off:
// CHECK-NOT: {{ld8.s|chk.s}}
// CHECK: .endp falls_off#

// The load replaces its own address: the recovery code could not reload.
	.global own_base#
	.proc own_base#
own_base:
	cmp.eq p6, p7 = r0, r34
	(p6) br.cond.dpnt .Lout7
	ld8 r14 = [r14]
	ld8 r15 = [r33]
	;;
	add r8 = r14, r15
	;;
	shladd r8 = r8, 2, r35
	br.ret.sptk.many b0
.Lout7:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp own_base#
// CHECK-LABEL: own_base:
// CHECK-NOT: ld8.s r14
// CHECK: .endp own_base#
