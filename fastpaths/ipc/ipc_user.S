/*
 * User side of the IPC fast path: the library stub every thread calls
 * (sender and receiver alike). Arguments as the kernel wants them in its
 * frame: to, from specifier, timeouts, MR0 (tag), MR1..MR7. The stub's 11
 * outputs become the kernel's in0..in10; when this thread is the receiver,
 * the kernel hands the message back in the same registers, which after
 * br.ret are this frame's out3..out10 again (r8 = the sender's id).
 * A thread blocked in ipc resumes at ipc_call_ret.
 *
 * ipc_thread is the other way to call: the shape of an L4 server loop or of
 * the paper's ping-pong benchmark. The loop never returns, so its frame has
 * no inputs or locals (sol = 0), only the 11 outputs the kernel uses; the
 * message is built in place in out3..out10. With no dirty registers below
 * the kernel's frame, the fast path's flushrs writes nothing and the
 * partner's loadrs reads nothing: the register-stack switch costs its two
 * fixed bubbles (the paper's Table 6). Through ipc_call, every call flushes
 * the stub's 13 in/local registers and the partner reloads its own 13.
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

	.align 32
	.global ipc_thread
	.global ipc_thread_ret
	.proc ipc_thread
ipc_thread:
	alloc	r2 = ar.pfs, 0, 0, 11, 0	// no locals: nothing to save, the loop never returns
	movl	r3 = ipc_gate
	mov	b6 = r3
ipc_thread_loop:
	br.call.sptk.many b0 = b6	// out0 = to, out1 = from, out2 = timeouts, out3.. = MR0..
ipc_thread_ret:
	// The reply (or, for a receiver, the request) is in out3..out10 and r8
	// = its sender. A server would handle it here and reply; the scenarios
	// stop at ipc_thread_ret.
	mov	out0 = r8			// answer whoever sent
	mov	out1 = r8
	br.cond.sptk.few ipc_thread_loop
	.endp ipc_thread
