// Z3 is loaded only when a Z3 scheduler runs: its code is the module
// lib/epicsched/epicsched-z3.so (docs/driver.md, "Start-up"). `asm` and the
// list scheduler never open libz3; without the module a Z3 schedule is a
// located error (never a quiet list schedule), and the list scheduler works.
// RUN: env LD_DEBUG=files %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: env LD_DEBUG=files %epicsched sched --solver=list %s -o %t.s 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: env LD_DEBUG=files %epicsched sched --solver=z3 %s -o %t.s 2>&1 | FileCheck %s --check-prefix=Z3
// RUN: env EPICSCHED_Z3_MODULE=%t.none.so not %epicsched sched --solver=z3 %s -o %t.s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING -DFILE=%s -DNONE=%t.none.so
// RUN: env EPICSCHED_Z3_MODULE=%t.none.so %epicsched sched --solver=list %s -o %t.s
// RUN: env EPICSCHED_Z3_MODULE=%t.none.so not %epicsched as --schedule=z3 %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING -DFILE=%s -DNONE=%t.none.so

// ASM-NOT: libz3
// ASM-NOT: epicsched-z3.so
// Z3: file=/{{.*}}/epicsched-z3.so
// Z3: file=libz3.so.4
// MISSING: [[FILE]]:[[#@LINE+5]]:2: error: the Z3 scheduler is not available: its module epicsched-z3.so could not be loaded (the list scheduler needs no module); tried:
// MISSING-NEXT: [[NONE]]: not found
	.text
	.proc f#
f:
	add r8 = r32, r33
	;;
	ld8 r9 = [r8]
	add r10 = r34, r35
	;;
	add r11 = r9, r10
	shladd r12 = r10, 2, r11
	;;
	br.ret.sptk.many b0
	.endp f#
