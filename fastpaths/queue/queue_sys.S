/*
 * The same queue services as system calls behind break 0x100000 (entered
 * through syscall/break_syscall.S, which saves the scratch state, switches
 * stacks and calls these with the user's out0.. as in0..). In the kernel
 * proper a bad user address simply faults and is handled there, so the
 * only check left is the one the result depends on. Interrupts are
 * enabled by the dispatcher; the updates are made atomic again with psr.i.
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

	.section .text.kernel, "ax"
	.align 32
	.global sys_insque
	.proc sys_insque
sys_insque:
	alloc	r16 = ar.pfs, 2, 0, 0, 0	// in0 = entry, in1 = predecessor
	rsm	psr.i
	ld8	r17 = [in1]			// succ = pred->flink
	adds	r18 = Q_BLINK, in0
	adds	r19 = Q_BLINK, r17
	cmp.eq	p6, p7 = r17, in1
	st8	[in0] = r17
	st8	[r18] = in1
	st8	[r19] = in0
	st8	[in1] = in0
(p6)	mov	r8 = QS_INS_FIRST
(p7)	mov	r8 = QS_INS_NOTFIRST
	mov	r10 = r0
	ssm	psr.i
	br.ret.sptk.many b0
	.endp sys_insque

	.global sys_remque
	.proc sys_remque
sys_remque:
	alloc	r16 = ar.pfs, 1, 0, 0, 0	// in0 = entry
	rsm	psr.i
	adds	r18 = Q_BLINK, in0
	ld8	r17 = [in0]			// succ
	ld8	r18 = [r18]			// pred
	cmp.eq	p8, p0 = r17, in0
	cmp.eq	p6, p7 = r17, r18
	adds	r19 = Q_BLINK, r17
(p8)	mov	r8 = QS_REM_EMPTY
(p8)	br.cond.spnt.few 1f
	st8	[r18] = r17
	st8	[r19] = r18
(p6)	mov	r8 = QS_REM_LAST
(p7)	mov	r8 = QS_REM_MORE
1:	mov	r9 = in0
	mov	r10 = r0
	ssm	psr.i
	br.ret.sptk.many b0
	.endp sys_remque
