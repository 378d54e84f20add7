/*
 * User side of the signal scenarios. user_sig_resume is where the
 * interrupted user code continues after sigreturn (the scenario's pt_regs
 * say so); sig_handler is an ordinary C-convention handler
 * (signo, siginfo *, sigcontext *) that records what it was given in
 * sig_seen, so the scenario can check it: [0] signo, [8] si_signo,
 * [16] sc_ip, [24] sc_r8 (the interrupted system call's result), [32] its sp.
 */
#include "linux_ia64.h"

	.text
	.align 32
	.global user_sig_resume
	.proc user_sig_resume
user_sig_resume:
	nop.m	0			// the interrupted code goes on here
	.endp user_sig_resume

	.global sig_handler
	.proc sig_handler
sig_handler:
	alloc	r16 = ar.pfs, 3, 0, 0, 0
	movl	r17 = sig_seen
	ld4	r18 = [in1]			// si_signo
	adds	r19 = SC_IP, in2
	adds	r20 = SC_R8, in2
	ld8	r19 = [r19]
	ld8	r20 = [r20]
	adds	r21 = 8, r17
	adds	r22 = 16, r17
	adds	r23 = 24, r17
	adds	r24 = 32, r17
	st8	[r17] = in0
	st8	[r21] = r18
	st8	[r22] = r19
	st8	[r23] = r20
	st8	[r24] = sp
	br.ret.sptk.many b0
	.endp sig_handler

	.data
	.align 16
	.global sig_handler_fd, sig_seen
sig_handler_fd:
	data8	sig_handler, 0		// function descriptor: entry, gp (unused)
sig_seen:
	data8	0, 0, 0, 0, 0
