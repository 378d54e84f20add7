// A difference of labels GNU as folds when it parses the instruction takes the values queued
// labels had then (docs/emitter.md, "Auto mode"): here L0's instruction is still in gas's queue,
// so `L0 - 1b` is 0 in the source. sched printed it as written, and gas reading the scheduled
// code (other bundles, other queued labels) gave 16, exit 0 (issue 14). Now such a difference
// is printed as the constant gas folds from the source (driver/DotOperands.h); a difference gas
// resolves at the end (`2f - 1b`, a forward label) keeps its form.
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=OUT
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=OUT
// RUN: %epicsched as --schedule=list %s -o %t.as.o
// RUN: %ia64-objdump -d %t.as.o | FileCheck %s --check-prefix=OUT
// validate compares the value too (the self-test leaves the operands as written).
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// RUN: not %epicsched validate --self-test-keep-dot %s | FileCheck %s --check-prefix=BROKEN
// VALID: 0 failed
// BROKEN: FAIL {{.*}} a difference of labels in an operand (line [[#@LINE+14]]): GNU as gives the source 0, the scheduled code 32
// BROKEN: 1 failed
// CHECK: add r8=0,r0
// CHECK: add r9=(.L2${{[0-9]+}} - .L1${{[0-9]+}}),r0
// OUT: mov r8=0
// OUT: mov r9=64
	.text
	.global h
	.proc h
h:
1:	ld8 r14 = [r32]
	ld8 r15 = [r33]
	ld8 r16 = [r34]
L0:	add r20 = r14, r14
	add r8 = L0 - 1b, r0
	add r9 = 2f - 1b, r0
	add r11 = r15, r16
2:	br.ret.sptk b0
	.endp h
