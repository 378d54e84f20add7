/*
 * User side of the IPC fast path: the library stub every thread calls
 * (sender and receiver alike). Arguments as the kernel wants them in its
 * frame: to, from specifier, timeouts, MR0 (tag), MR1..MR7. The stub's 11
 * outputs become the kernel's in0..in10; when this thread is the receiver,
 * the kernel hands the message back in the same registers, which after
 * br.ret are this frame's out3..out10 again (r8 = the sender's id).
 * A thread blocked in ipc resumes at ipc_call_ret.
 */
	.text
	.align 32
	.global ipc_call
	.global ipc_call_ret
	.proc ipc_call
ipc_call:
	alloc	r2 = ar.pfs, 11, 2, 11, 0	// (r2, not loc0: today's epicsched frontend wants the frame first)
	mov	loc0 = r2
	mov	loc1 = b0
	mov	out0 = in0
	mov	out1 = in1
	mov	out2 = in2
	mov	out3 = in3
	mov	out4 = in4
	mov	out5 = in5
	mov	out6 = in6
	mov	out7 = in7
	mov	out8 = in8
	mov	out9 = in9
	mov	out10 = in10
	movl	r3 = ipc_gate		// the kernel interface page's ipc entry: too far for br.call's 21-bit reach
	mov	b6 = r3
	br.call.sptk.many b0 = b6
ipc_call_ret:
	mov	ar.pfs = loc0
	mov	b0 = loc1
	br.ret.sptk.many b0
	.endp ipc_call
