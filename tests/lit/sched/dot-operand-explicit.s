// `.` in operands of brace bundles and of the branch-related forms (a `mov b=r, tag`
// and `brp` tag, `chk.s`, `br`): GNU as reads `.` where the bytes it has written end, and
// it still holds the bundles before a `{` (it writes the oldest when four instructions are
// queued). sched printed `.` as written: `brp.sptk 1f, .` tagged the bundle after the one
// GNU as tags in the source (0x30 for 0x20). Now each `.` becomes a label before the
// instruction starting that bundle in GNU as's layout of the source (driver/DotOperands.h);
// `esym - .` stays PC-relative, from that label. Values checked against gas -x.
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// RUN: %ia64-objdump -dr %t.o | FileCheck %s --check-prefix=OUT
// RUN: %ia64-as -x %s -o %t.gas.o
// RUN: %ia64-objdump -dr %t.gas.o | FileCheck %s --check-prefix=OUT
// RUN: not %epicsched validate --self-test-keep-dot %s | FileCheck %s --check-prefix=BROKEN
// BROKEN: FAIL {{.*}} '.' in an operand (line [[#@LINE+29]]): GNU as gives the source a code address, the scheduled code another code address
	.text
	.global g
	.proc g
g:
{ .mii
	add r14 = r32, r33
	add r15 = . - g, r0
	nop.i 0 ;;
}
// CHECK: add r15=0,r0
// CHECK: .Ldot$0:
// CHECK-NEXT: { .mib
// CHECK-NEXT: ld8 r16=[r14]
// CHECK-NEXT: mov b6=r15,.Ldot$0
// CHECK-NEXT: br.cond.sptk.many .Ldot$0
{ .mib
	ld8 r16 = [r14]
	mov b6 = r15, .
	br.cond.sptk.many .
}
// CHECK: .Ldot$1:
// CHECK-NEXT: { .mmi
// CHECK-NEXT: chk.s r16,.Ldot$0
// CHECK: brp.sptk .L1$0,.Ldot$1
// OUT-DAG: br.many 10 <g+0x10>
// OUT-DAG: chk.s.m r16,10 <g+0x10>
// OUT-DAG: brp.sptk 40 <g+0x40>,20 <g+0x20>
	chk.s r16, .
	brp.sptk 1f, .
	add r8 = r16, r16
1:	br.ret.sptk b0 ;;
	.endp g
// After an alignment gas has written everything: `.` is the instruction's own bundle.
	.explicit
	.align 16
{ .mii
	mov r2 = esym - .
	nop.i 0
	nop.i 0 ;;
}
// CHECK: .Ldot$2:
// CHECK-NEXT: { .mii
// CHECK-NEXT: mov r2=(esym - .Ldot$2)
// OUT: PCREL22 esym{{$}}
