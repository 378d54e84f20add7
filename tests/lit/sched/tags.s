// A tagged instruction (`[99:] ld8`, Linux's EX(): its address goes to an
// exception table whose fixup expects the source's state at that load)
// keeps its tag wherever it is scheduled, and nothing crosses it: what the
// source has before it stays before it, what follows stays after. The
// output assembles silently and the table still names the load.
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s --check-prefix=REL
// REQUIRES: ia64-as
// GAS-NOT: {{Warning|Error}}
// CHECK:     add r8=1,r0
// CHECK:     adds r10=8,r32
// CHECK:     [.L99$0:] ld8 r2=[r32]
// CHECK:     add r9=1,r0
// CHECK:     [tagged:] (p6) st8 [r33]=r9
// CHECK:     adds r11=16,r33
// CHECK:     .section __ex_table
// CHECK-NEXT: data4 (.L99$0 - .), ((fixup - .) + 4)
// REL: R_IA64_PCREL32LSB {{.*}} .text + 10
// REL-NEXT: R_IA64_PCREL32LSB {{.*}} .text + 34
	.text
	.global f
	.proc f
f:
	add r8=1,r0
	adds r10=8,r32
	.xdata4 "__ex_table", 99f-., fixup-.+4
	[99:] ld8 r2=[r32]
	add r9=1,r0
	[tagged:] (p6) st8 [r33]=r9
	adds r11=16,r33
	br.ret.sptk.many b0
fixup:
	mov r8=-1
	br.ret.sptk.many b0
	.endp f
