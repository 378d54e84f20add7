// A bare template directive (what GCC -O2 emits) whose slots are all used,
// followed by a directive or another bundle: one bundle each, no "'}' without
// an open bundle". Same instructions as GNU as's object.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py auto %t.o %t.gnu.o | FileCheck %s
// CHECK: OK
	.text
	.proc f#
f:
	.prologue
	.body
	.mib
	mov r9 = r32
	mov r8 = r33
	br.ret.sptk.many b0
	.endp f#
	.proc g#
g:
	.mlx
	mov r25 = r0
	brl.call.sptk.many b0 = bar#
	.mii
	nop 0
	nop 0
	nop 0
	.endp g#
