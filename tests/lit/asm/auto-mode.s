// Code outside braces is bundled in order like GNU as -xauto: the same
// non-nop instructions in the same order, no more bundles than GNU as, the
// same relocations.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xauto %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py auto %t.o %t.gnu.o | FileCheck %s
// RUN: %python %S/Inputs/asmdiff.py relocs %t.o %t.gnu.o | FileCheck %s --check-prefix=REL
// CHECK: OK
// REL: relocations identical
	.text
	.global sys_fast
	.proc sys_fast
sys_fast:
	alloc r16 = ar.pfs, 3, 3, 2, 0
	mov r17 = b0
	adds r8 = 16, in0
	adds r9 = 24, in0
	;;
	ld8 r10 = [r8]
	ld8 r11 = [r9]
	addl r14 = @ltoff(counter), gp
	;;
	ld8 r14 = [r14]
	add r12 = r10, r11
	cmp.ltu p6, p7 = r10, r11
	;;
	(p6) st8 [in1] = r12
	(p7) st8 [in1] = r0
	movl r15 = 0x123456789
	;;
	ld8 r18 = [r14]
	shladd r19 = r12, 3, r15
	;;
	adds r18 = 1, r18
	mov out0 = r19
	mov out1 = r18
	;;
	st8 [r14] = r18
	br.call.sptk.many b0 = helper
	;;
	mov ar.pfs = r16
	mov b0 = r17
	br.ret.sptk.many b0
	.endp sys_fast

	.global loop
	.proc loop
loop:
	mov r2 = 0
	mov r3 = 100
	;;
.Ltop:
	ld8 r4 = [r32], 8
	;;
	add r2 = r2, r4
	adds r3 = -1, r3
	;;
	cmp.ne p6, p0 = 0, r3
	(p6) br.cond.dptk.few .Ltop
	;;
	fma.d f8 = f9, f10, f11
	getf.sig r8 = f8
	br.ret.sptk.many b0
	.endp loop

	.data
	.align 8
counter:
	data8 0
