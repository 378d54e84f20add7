// A missing value in integer data (`data8 1,,2`, `.short 4,`): GNU as warns
// "zero assumed for missing expression" and writes 0; so do we (was the
// error "unexpected ','"). `sched` prints the zero, so its output reads back
// with the same bytes.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s
// RUN: %epicsched sched %s -o %t.sched.s 2>/dev/null
// RUN: %ia64-as %t.sched.s -o %t.sched.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.sched.o %t.gnu.o .data | FileCheck %s
// CHECK: .data: 31 bytes identical
// WARN: data-missing-expression.s:[[@LINE+2]]:9: warning: zero assumed for missing expression
	.data
	data8 1,,2
	.short 4,
	.byte 1,,2
