// Plain computation (general, predicate and branch registers only) may
// cross serializations and RSE instructions; memory and system-register
// accesses may not. A pairwise rule that would hold in the reverse order
// keeps the written order: `mov =ar.bsp` written before `mov ar.rsc=`
// stays before it (the other order waits 13 cycles, Table 4).
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}

	.text
	.global f
	.proc f
f:
	mov r2=ar.bsp
	mov ar.rsc=r3
	mov rr[r0]=r4
	srlz.d
	add r8=r32,r33
	add r9=r8,r34
	add r10=r9,r35
	ld8 r11=[r36]
	br.ret.sptk.many b0
	.endp f
// The adds run while the rr write's 14 cycles to srlz.d pass (Table 5):
// before the srlz.d they follow in the source (the last of the chain is
// enough to show it). The load stays after it, and =ar.bsp before ar.rsc=.
// CHECK: mov r2=ar.bsp
// CHECK: mov ar.rsc=r3
// CHECK: srlz.d
// CHECK: ld8 r11=[r36]
// RUN: FileCheck %s --input-file=%t.s --check-prefix=ADDS
// ADDS: add r10=r9,r35
// ADDS: srlz.d
