// LLVM's MC-style function end, `.Lfunc_end0:` then `.size f, .Lfunc_end0-f`, right after
// auto-mode code: GNU as's queue still holds the last instructions, and the label, waiting for
// an instruction, has the value it got when defined (the bytes written by then); `.size` takes
// that. The label itself ends up after the flushed bundles. The size was the whole function.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>/dev/null
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
	.text
	.globl	f
	.p2align	5
	.type	f,@function
f:
	mov r8 = r0
	cmp4.lt p6, p0 = r0, r33
	;;
	(p6) br.cond.dptk .LBB0_2
	br.ret.sptk.many b0
	;;
.LBB0_2:
	adds r33 = -1, r33
	;;
	zxt4 r33 = r33
	;;
	mov ar.lc = r33
	;;
.LBB0_3:
	ld4 r14 = [r32], 4
	;;
	add r8 = r8, r14
	br.cloop.sptk.few .LBB0_3
	;;
	br.ret.sptk.many b0
	;;
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
// Five bundles written, two still queued: 80, not 112.
// CHECK: 80 FUNC GLOBAL DEFAULT 1 f
	.globl	g
	.type	g,@function
g:
	mov r8 = r0
.Lfunc_end1:
	.size	g, .Lfunc_end1-g
	add r9 = r8, r0
// Nothing written when .Lfunc_end1 was defined.
// CHECK: 0 FUNC GLOBAL DEFAULT 1 g
	.globl	h
	.type	h,@function
	.p2align 4
h:
	mov r8 = r0
.Lend_h:
	add r9 = r8, r0
	.size	h, .Lend_h-h
// A label with its instruction queued at .size: its value at definition.
// CHECK: 0 FUNC GLOBAL DEFAULT 1 h
