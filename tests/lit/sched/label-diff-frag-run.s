// A difference of labels across a `.proc` (or an alignment) is not folded by GNU as when it
// parses the instruction (emitter/GasFold.h): it is resolved with final addresses, -16 here.
// sched keeps such a difference as written, so gas reading the scheduled code resolves it in
// the scheduled layout; one gas folds (`2b - 3b`, one run, both queued: -16) is printed as the
// constant gas folds from the source. On main's asm (which folded L1-.L3 to 0) h-dotlab25
// would have printed `adds r16=0,r0`.
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=OUT
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=OUT
// RUN: %epicsched validate %s | FileCheck %s --check-prefix=VALID
// VALID: 0 failed
	.text
L1:
	.proc f
f:
	or r17=r16,r16 ;;
.L3:	adds r16=L1-.L3,r0
// CHECK: adds r16=(L1 - .L3),r0
// OUT: adds r16=-16,r0
	add r2=r3,r4
2:	add r5=r3,r4
3:	add r6=r3,r4
	adds r18 = 2b - 3b, r0
// CHECK: adds r18=-16,r0
// OUT: adds r18=-16,r0
	br.ret.sptk.many b0
	.endp f
