// An equate read at each use (`X == .`) names `.` where GNU as parses the instruction using
// it; sched rewrites such an operand as one naming `.` itself (driver/DotOperands.h): here
// the constant gas folds, 0 (the output said `(X - .L1$0)`, -16 to gas reading it).
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=OUT
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=OUT
// CHECK: add r8=0,r0
// OUT: mov r8=0
	.text
	.proc h
h:
	ld8 r14 = [r32] ;;
X == .
L0:	add r20 = r14, r14 ;;
1:	add r15 = r14, r14
	add r8 = X - 1b, r0
	ld8 r16 = [r33] ;;
	add r10 = r15, r16
	br.ret.sptk b0 ;;
	.endp h
