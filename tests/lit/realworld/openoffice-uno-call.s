# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# OpenOffice.org's C++/UNO bridge for gcc3 on Linux/IA-64 (bridges/source/cpp_uno/gcc3_linux_ia64/
# call.s, OOo 2.x, written for this suite in its style): C comments, `.global name#` / `.proc
# name#` / `.endp name#`, privateSnippetExecutor reading its index and real gp through the
# snippet's fake function descriptor and leaving with the bare pseudo-op `br cpp_vtable_call`,
# and callVirtualMethod (uno2cpp's call) copying stack arguments with `br.cloop`, loading the
# eight integer and eight fp argument registers, calling through a descriptor with `.vframe`.
/* ia64 support code for OpenOffice C++/UNO bridging
 *
 * Caolan McNamara <caolanm@redhat.com>
 */
	.text

	.align 16
	.global privateSnippetExecutor#
	.proc privateSnippetExecutor#
privateSnippetExecutor:
	adds r15 = 8, gp		/* r15 now points to real gp value*/
	;;
	ld8 r14 = [gp]			/* load nOffsetAndIndex into a handy register */
	ld8 gp = [r15]			/* load real gp value into gp */
	;;
	/* store the address where large structs are "returned" into a handy register */
	mov r15 = r8
	;;
	br cpp_vtable_call		/* call cpp_vtable_call which'll suck out r14 */
	;;
	.endp privateSnippetExecutor#

	.text

	.align 16
	.global callVirtualMethod#
	.proc callVirtualMethod#
callVirtualMethod:
	.prologue
	.save ar.pfs, r35
	alloc r35 = ar.pfs, 8, 4, 8, 0	/* in0 pThis, in1 the fdesc, in2 the stack, in3 the count, in4 the regs, in5 the fp regs */
	.save rp, r34
	mov r34 = b0
	.vframe r36
	mov r36 = r12
	;;
	.body
	mov r37 = r1
	ld8 r14 = [in1], 8		/* the function address */
	shladd r16 = in3, 3, r0		/* nStack * 8 */
	;;
	ld8 r1 = [in1]			/* and its gp */
	mov b6 = r14
	adds r16 = 31, r16
	;;
	and r16 = -16, r16
	;;
	sub r12 = r12, r16		/* room for the stack arguments */
	cmp.eq p6, p7 = 0, in3
	;;
	adds r17 = 16, r12
	mov r18 = in2
	adds r20 = -1, in3
(p6)	br.cond.dpnt.few .Lregs
	;;
	mov ar.lc = r20
	;;
.Lcopy:
	ld8 r19 = [r18], 8
	;;
	st8 [r17] = r19, 8
	br.cloop.sptk.few .Lcopy
	;;
.Lregs:
	mov ar.lc = r0
	ldfd f8 = [in5], 8
	ld8 out0 = [in4], 8
	;;
	ldfd f9 = [in5], 8
	ld8 out1 = [in4], 8
	;;
	ldfd f10 = [in5], 8
	ld8 out2 = [in4], 8
	;;
	ldfd f11 = [in5], 8
	ld8 out3 = [in4], 8
	;;
	ldfd f12 = [in5], 8
	ld8 out4 = [in4], 8
	;;
	ldfd f13 = [in5], 8
	ld8 out5 = [in4], 8
	;;
	ldfd f14 = [in5], 8
	ld8 out6 = [in4], 8
	;;
	ldfd f15 = [in5]
	ld8 out7 = [in4]
	br.call.sptk.many b0 = b6
	;;
	mov r1 = r37
	mov ar.pfs = r35
	mov b0 = r34
	.restore sp
	mov r12 = r36
	br.ret.sptk.many b0
	;;
	.endp callVirtualMethod#

	.section	.note.GNU-stack,"",@progbits
