// A unit-less `hint` whose immediate only an I (or F, X) slot takes: GNU as's
// layout puts it where its slot falls and then checks the range (asm does the
// same, asm/generic-hint-by-slot.s); the layout validate, sim and check use
// chooses slots itself and put it on M, then refused the source ("operand 1
// of 'hint': 2097151 is out of range [0, 524287] in M slot"; "the source does
// not assemble") although asm, sched and GNU as take it
// (fuzz/sched_differential.py seed 502). That bundler now keeps it off M.
// RUN: %epicsched validate %s --states=4 | FileCheck %s
// RUN: %epicsched validate %s --states=4 --reschedule-explicit --solver=list | FileCheck %s
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --check-prefix=SCHED --input-file=%t.s
// SCHED: hint 2097151
	(p19) cmp.lt.unc p46, p22= -128, r95
	hint 2097151
