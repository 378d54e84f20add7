/*
 * Stand-ins for the C parts of the kernel that the break path calls
 * through KHOOK_TABLE (syscall/break_syscall.S), reduced to what the
 * scenarios check: a reschedule on the way out (do_notify_resume ->
 * schedule: clears TIF_NEED_RESCHED and counts) and a syscall tracer that
 * logs what it sees in pt_regs (the number on entry, the result on exit);
 * a second tracer also rewrites the number (getpid -> getppid), as ptrace
 * may.
 * Called with br.call from the user's frame, pt_regs at sp + 16, bank 1,
 * psr.ic and psr.i on, r13 = current.
 */
#include "linux_ia64.h"

/* Test data next to the hook table (kernel memory). */
#define KHOOK_RESCHED_COUNT	(KHOOK_TABLE + 0x100)
#define KHOOK_TRACE_LOG		(KHOOK_TABLE + 0x108)	/* number seen on entry, result seen on exit */

	.section .text.kernel, "ax"
	.align 32
	// Like compiled C that calls on, it keeps ar.pfs, its return address
	// and current in stacked locals: kernel values that the exit must
	// clear before user code can allocate those registers. Eight inputs:
	// the system call's arguments stay intact below them.
	.global khook_exit_work
	.proc khook_exit_work
khook_exit_work:
	alloc	loc0 = ar.pfs, 8, 3, 0, 0
	mov	loc1 = b0
	mov	loc2 = r13
	br.call.sptk.many b0 = khook_schedule
khook_exit_work_ret:			// br.call returns to the next bundle
	mov	ar.pfs = loc0
	mov	b0 = loc1
	br.ret.sptk.many b0
	.endp khook_exit_work

	.global khook_schedule
	.proc khook_schedule
khook_schedule:
	adds	r14 = TASK_FLAGS, r13
	movl	r2 = KHOOK_RESCHED_COUNT
	mov	r3 = 1 << TIF_NEED_RESCHED
	ld8	r15 = [r14]
	ld8	r9 = [r2]
	andcm	r15 = r15, r3
	adds	r9 = 1, r9
	st8	[r14] = r15
	st8	[r2] = r9
	br.ret.sptk.many b0
	.endp khook_schedule

	.global khook_trace_enter
	.proc khook_trace_enter
khook_trace_enter:
	adds	r14 = 16 + PT_R15, r12
	movl	r2 = KHOOK_TRACE_LOG
	ld8	r14 = [r14]
	st8	[r2] = r14
	br.ret.sptk.many b0
	.endp khook_trace_enter

	.global khook_trace_leave
	.proc khook_trace_leave
khook_trace_leave:
	adds	r14 = 16 + PT_R8, r12
	movl	r2 = KHOOK_TRACE_LOG + 8
	ld8	r14 = [r14]
	st8	[r2] = r14
	br.ret.sptk.many b0
	.endp khook_trace_leave

	.global khook_trace_redirect
	.proc khook_trace_redirect
khook_trace_redirect:
	adds	r14 = 16 + PT_R15, r12
	movl	r2 = KHOOK_TRACE_LOG
	mov	r3 = NR_getppid
	ld8	r15 = [r14]
	st8	[r14] = r3
	st8	[r2] = r15
	br.ret.sptk.many b0
	.endp khook_trace_redirect
