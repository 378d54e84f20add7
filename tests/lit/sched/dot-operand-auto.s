// `.` in an instruction's operand is, to GNU as, where the bytes it has written end when it
// parses the instruction: in auto mode its queue still holds up to three instructions
// (docs/emitter.md, "Auto mode"). sched printed `.` as written inside its braces, where gas
// reads another place: `add r8 = . - 1b` was 0 in the source and 16 in the output (issue 14,
// exit 0, validate passed). Now (driver/DotOperands.h) a value gas folds when it parses the
// instruction is printed as that constant; a code address gets a label before the
// instruction that starts the bundle there in gas's layout of the source; `esym - .` and
// `2f - .` get `.` replaced by such a label
// (dot-operand-explicit.s: `esym - .`). Values checked against gas -x on the source.
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// RUN: %ia64-objdump -dr %t.o | FileCheck %s --check-prefix=OUT
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -dr %t.gas.o | FileCheck %s --check-prefix=OUT
// `as --schedule` and validate take the same path.
// RUN: %epicsched as --schedule=list %s -o %t.as.o
// RUN: %ia64-objdump -dr %t.as.o | FileCheck %s --check-prefix=OUT
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// Without the rewrite (a self-test), validate sees the changed value.
// RUN: not %epicsched validate --self-test-keep-dot %s | FileCheck %s --check-prefix=BROKEN
// VALID: 0 failed
// BROKEN: FAIL {{.*}} '.' in an operand (line [[#@LINE+8]]): GNU as gives the source 0, the scheduled code 16
// BROKEN: 1 failed
	.text
	.global f
	.proc f
f:
	ld8 r14 = [r32] ;;
1:	add r15 = r14, r14
	add r8 = . - 1b, r0
// CHECK: .L1$0:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: add r15=r14,r14
// CHECK-NEXT: add r8=0,r0
	ld8 r16 = [r33]
	add r9 = 2f - 1b, r0 ;;
	add r11 = r15, r16
// The queue holds ld8 r16 when gas reads the branch: `.` is that bundle.
	(p6) br.cond.sptk.many .
// CHECK: .Ldot$0:
// CHECK-NEXT: { .mii
// CHECK-NEXT: ld8 r16=[r33]
// CHECK: .Ldot$[[#BR:]]:
// CHECK-NEXT: { .mmb
// CHECK: (p6) br.cond.sptk.many .Ldot$0
	movl r12 = . + 0x10
	add r3 = 2f - ., r0
	add r18 = 1b - ., r0 ;;
// CHECK: add r3=(.L2$0 - .Ldot$[[#BR]]),r0
// CHECK: movl r12=.Ldot$
// CHECK: add r18=-32,r0
2:	add r10 = r15, r16
	br.ret.sptk b0 ;;
	.endp f
// OUT-DAG: mov r8=0
// OUT-DAG: br.cond.sptk.many 20 <f+0x20>
// OUT-DAG: IMM64 .text+0x40
// OUT-DAG: mov r18=-32
