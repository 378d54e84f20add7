// paravirt schedules the rewritten code and prints it like sched: `.` in an operand keeps the
// value GNU as gives the source (driver/DotOperands.h), here 0 (it printed `(. - .L1$0)`
// inside its braces, 16 to gas).
// REQUIRES: ia64-as
// RUN: %epicsched paravirt %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=GAS
// CHECK: add r8=0,r0
// GAS: mov r8=0
	.text
	.proc f
f:
	ld8 r14=[r32] ;;
1:	add r15=r14,r14
	add r8=.-1b,r0
	cover ;;
	br.ret.sptk b0 ;;
	.endp f
