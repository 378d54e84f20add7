// The simulator's linker lays out the GOT by symbol and addend, not in the
// order of the LTOFF relocations: `sched` moves the add of the second
// @ltoff above the first (the first waits for r2), and code that reads the
// GOT from a gp of its own (OCaml's `mov gp = r7` after a call; here r2,
// random in validate's states) must read the same word in both objects.
// Before, the two objects had different GOTs and validate failed the
// region (seed 1: register r4).
// RUN: %epicsched sched %s --solver=list | FileCheck %s --check-prefix=SCHED
// RUN: %epicsched validate %s --solver=list | FileCheck %s
// SCHED: add r15=@ltoff(young_limit),r1
// SCHED: add r14=@ltoff(young_ptr),r2
// CHECK: PASS f#0 (8 instructions): 20 states equal
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.proc f
f:
	ld8 r21 = [r7] ;;
	xor r21 = r21, r21 ;;
	add r2 = r7, r21 ;;
	add r14 = @ltoff(young_ptr#), r2
	add r15 = @ltoff(young_limit#), r1 ;;
	ld8 r4 = [r14]
	ld8 r5 = [r15]
	br.ret.sptk.many b0 ;;
	.endp f
