// `.size f, .-f` right after auto-mode code (LLVM's old IA-64 backend, no `.proc`/`.endp`):
// GNU as has not written its queued instructions yet, so `.` is where the bytes written so far
// end, and a label whose instruction is still queued has the value it got when defined. And
// `.align` padding in code carries a stop when the next instruction must start a group.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
// RUN: ia64-linux-gnu-objdump -d %t.o | FileCheck %s --check-prefix=PAD
	.text
	.align 32
	.global f, g, h
f:
	alloc r9=ar.pfs,2,2,0,0
	mov ar.pfs=r9
	br.ret.sptk.many rp
	.size f, .-f
// Three instructions queued, none written: size 0.
// CHECK: 0 FUNC GLOBAL DEFAULT 1 f
	.type f,@function
	.align 32
g:
	add r8=r9,r10
	ld8 r14=[r15]
	add r16=r17,r18
	sxt4 r8=r8
	br.ret.sptk.many rp
	.size g, .-g
	.type g,@function
// CHECK: 16 FUNC GLOBAL DEFAULT 1 g
	nop 0
	ld8 r14=[r15]
	movl r20=0x123456789
h:
	add r8=r9,r10
	.size h, .-h
	.type h,@function
// CHECK: 16 FUNC GLOBAL DEFAULT 1 h
// h's bundle is still queued: h has the value it got when defined.
	.align 64
	alloc r9=ar.pfs,1,1,0,0
// PAD: 70: 09 00 00 00 01 00 [MMI] nop.m 0x0
// PAD-NEXT: nop.m 0x0
// PAD-NEXT: nop.i 0x0;;
// PAD-NEXT: 80: {{.*}} alloc
