/*
 * The classic system-call path: user code executes "break 0x100000", the
 * Break Instruction vector (cr.iva + 0x2c00) saves the user's state in
 * pt_regs on the task's kernel stack, moves the user's dirty stacked
 * registers to the kernel backing store, dispatches on r15 through the
 * system-call table, and returns with rfi. This is the "break" column of
 * the paper's Table 3, against fsys.S (and, for the queue services,
 * against queue_epc.S). It does what a Linux-style ia64 kernel must do on
 * this path for correctness and security (the steps are Linux's; see the
 * comment at each): full pt_regs, kernel ar.fpsr, NaT-free arguments, the
 * tracing check on entry, the pending-work check on exit, and no kernel
 * value left in any register the user can read after the rfi.
 *
 * On arrival: psr.ic = psr.i = 0 and psr.bn = 0, so r16-r31 are bank 0 and
 * free; cr.iip and cr.ipsr.ri name the break itself (it is a fault);
 * cr.iim holds the immediate. As in Linux, the user's frame stays the
 * current frame on entry (no cover): the handlers are called with br.call
 * from it, so the user's out0.. become their in0... The exit covers it
 * (unless signal delivery or sigreturn already rewrote cr.ifs in pt_regs)
 * and rfi brings it back. The task's kernel stack and backing store are
 * pinned by a translation register: stores and RSE spills to them with
 * psr.ic = 0 cannot miss.
 *
 * Contract with the handlers (sys_* below, queue_sys.S, signal.S): results
 * in r8-r11 (r8 value, r10 0 / -1 = r8 is an errno); they may use the
 * scratch registers (r2, r3, r14-r31 of bank 1, f6-f11, b6, b7, ar.ccv,
 * ar.csd, p6-p15) freely: the exit restores or clears all of those. Hooks
 * into the rest of the kernel (KHOOK_TABLE: trace enter/leave, exit work)
 * are called the same way, with pt_regs at sp + 16.
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

#define pSys	p6
#define pNot	p7
#define pBad	p8
#define pOk	p9
#define pWrap	p10
#define pTrace	p11
#define pKern	p12
#define pFrame	p13
/* syscall_args: one predicate per argument (p1-p5 are free too: the
 * user's predicates are saved in r31 and all come back on exit). */
#define pN0	p1
#define pN1	p2
#define pN2	p3
#define pN3	p4
#define pN4	p5
#define pN5	p6
#define pN6	p7
#define pN7	p14
/* exit */
#define pWork	p6
#define pKeep	p7
#define pCov	p9
#define pMore	p10
#define pUp	p11

/* Stacked registers cleared per level of the exit's scrub: 96 = 6 x 16,
 * so the common case (nothing of the user's dirty) clears exactly the
 * whole physical file without a spill. */
#define SCRUB_REGS	16

	.section .text.ivt, "ax"
	.align 32768
	.global ivt_base
ivt_base:
	.org	0x2c00			// Break Instruction vector: cr.iva + 0x2c00 (ivt_base is the section start)
	.global ivt_break
	.proc ivt_break
ivt_break:
	mov	r16 = ar.k6		// current task (12 cycles)
	mov	r17 = cr.iim		// interruption-control registers are slow: start early
	mov	r31 = pr		// we need predicates: keep the user's
	movl	r18 = BREAK_SYSCALL
	cmp.eq	pSys, pNot = r17, r18
(pNot)	br.cond.spnt.few break_other
	br.cond.sptk.few break_syscall
	.endp ivt_break

	.section .text.kernel, "ax"
	.align 32
	.global break_syscall
	.proc break_syscall
break_syscall:
	.unlikely break_bad
	.unlikely break_traced
	.unlikely break_other
	mov	r19 = cr.ipsr
	mov	r20 = cr.iip
	mov	r21 = ar.rsc
	// The entry below switches to the task's kernel stacks unconditionally:
	// right only for a break from user mode. A system-call break at cpl 0
	// (kernel code, or a gate page after epc) would overwrite the live
	// kernel stacks: not this path's business.
	extr.u	r18 = r19, PSR_CPL_SHIFT, 2
	cmp.eq	pKern, p0 = 0, r18
(pKern)	br.cond.spnt.few break_other
	// Thread flags: a traced task (ptrace, audit, single-step) takes the
	// slow entry, which shows the call to the tracer before running it.
	adds	r17 = TASK_FLAGS, r16
	ld8	r17 = [r17]
	mov	ar.rsc = RSC_KERNEL_LAZY	// enforced lazy, pl 0: the kernel RBS is ours
	movl	r22 = TASK_KSTACK_TOP - PT_SIZE	// too far for adds: 32 KiB task blocks
	add	r22 = r22, r16		// pt_regs, even slots
	adds	r23 = 8, r22		// odd slots
	adds	r24 = TASK_KRBS, r16
	mov	r26 = ar.unat
	mov	r27 = ar.pfs
	mov	r28 = ar.bspstore	// the user's RBS ...
	mov	r29 = ar.rnat
	mov	ar.bspstore = r24	// ... and the user's dirty registers now belong to ours
	mov	r30 = ar.bsp
	mov	r25 = b0
	and	r17 = TIF_TRACE_MASK, r17
	cmp.ne	pTrace, p0 = 0, r17
	// Resume past the break: next slot, or slot 0 of the next bundle.
	// Done here, so that pt_regs always says where user code resumes.
	extr.u	r17 = r19, IPSR_RI_SHIFT, 2
	cmp.eq	pWrap, p0 = 2, r17
	adds	r17 = 1, r17
(pWrap)	adds	r20 = 16, r20
(pWrap)	mov	r17 = r0
	dep	r19 = r17, r19, IPSR_RI_SHIFT, 2
	st8	[r22] = r19, 16		// ipsr
	st8	[r23] = r20, 16		// iip
	st8	[r22] = r0, 16		// ifs: not covered (the exit covers the user's frame itself)
	st8	[r23] = r26, 16		// unat
	st8	[r22] = r27, 16		// pfs
	st8	[r23] = r21, 16		// rsc
	sub	r30 = r30, r24		// bytes of user registers on the kernel RBS
	st8	[r22] = r29, 16		// rnat
	st8	[r23] = r28, 16		// bspstore
	dep.z	r30 = r30, RSC_LOADRS_SHIFT, RSC_LOADRS_BITS
	st8	[r22] = r31, 16		// pr
	st8	[r23] = r25, 16		// b0
	mov	r18 = ar.fpsr
	st8	[r22] = r30, 16		// loadrs
	st8.spill [r23] = r1, 16	// user values may be NaT: spill, never st8
	st8.spill [r22] = r12, 16
	st8.spill [r23] = r13, 16
	st8	[r22] = r18, 16		// fpsr
	st8.spill [r23] = r15		// the number; r23 stays at pt_regs + PT_R15
	// The kernel's own ar.fpsr: the user may have enabled FP traps or
	// changed rounding, and kernel code using the FP unit (xmpy in
	// gettimeofday, FP loads/stores in copies) must not trap or round
	// differently because of it.
	movl	r18 = FPSR_KERNEL_DEFAULT
	mov	ar.fpsr = r18
	adds	r24 = PT_B6 - PT_R15, r23
	adds	r25 = PT_AR_CCV - PT_R15, r23
	mov	r17 = b6
	mov	r18 = ar.ccv
	st8	[r24] = r17, PT_R2 - PT_B6	// (r8-r11 slots: written only when the exit has work, see break_work)
	st8	[r25] = r18, PT_R3 - PT_AR_CCV
	mov	r17 = b7
	st8.spill [r24] = r2, PT_R14 - PT_R2	// r2, r3, r14: the user's scratch state, for
	st8.spill [r25] = r3, PT_B7 - PT_R3	// signal delivery and to hand back untouched
	st8.spill [r24] = r14
	st8	[r25] = r17
	adds	r12 = -(PT_R15 + 16), r23	// kernel sp: 16 bytes of scratch below pt_regs
	mov	r13 = r16		// the kernel's tp is the current task
	adds	r22 = PT_EML_UNAT - PT_R15, r23
	mov	r17 = ar.unat		// the NaT bits of those spills
	st8	[r22] = r17
	// The arguments: NaT bits out, frame checked (syscall_args). b0 is
	// saved, the user's ar.pfs too (the call overwrites both).
	br.call.sptk.many b0 = syscall_args
break_dispatch:
	mov	r1 = r0			// no kernel gp needed by the leaf handlers
	// Collection back on, then bank 1: faults and interrupts may be taken
	// from here on, and bank 0 belongs to the interruption handlers again.
	// srlz.i, not just srlz.d (as Linux does): the code that follows may
	// take instruction-side interruptions (a TLB miss on kernel text not
	// pinned), which psr.ic = 1 must cover, and instruction serialization
	// is what makes a PSR change visible to instruction fetch.
	ssm	psr.ic
	srlz.i
	bsw.1
	// Bank 1 r16-r31 are the user's scratch registers, clobbered by the
	// call and cleared on exit.
	adds	r14 = -NR_FIRST, r15
	movl	r2 = KSYS_TABLE
	mov	r3 = NR_COUNT
	tnat.nz	pBad, pOk = r15
(pOk)	cmp.leu	pBad, p0 = r3, r14	// unsigned: numbers below NR_FIRST too
	shladd	r2 = r14, 3, r2
(pFrame) br.cond.spnt.few break_bad	// more than 8 outputs: refused (syscall_args)
(pBad)	br.cond.spnt.few break_bad
	ld8	r3 = [r2]
(pTrace) br.cond.spnt.few break_traced
	// Interruptible while the call runs: the break came from user mode,
	// where psr.i is always set (user code cannot clear it).
	ssm	psr.i
	mov	b6 = r3
	br.call.sptk.many b0 = b6	// sys_*: r32.. are the user's out0..
	.global break_exit
break_exit:
	// Also the way out of signal delivery and sigreturn (signal/), which
	// arrive here with a rewritten pt_regs (cr.ifs valid: their covered
	// frame) and the results in r8-r11.
	// Interrupts off before the work flags are read: a flag an interrupt
	// sets after the check (a wake-up asking for reschedule, a signal)
	// would otherwise wait for the next kernel entry.
	rsm	psr.i
	adds	r14 = TASK_FLAGS, r13
	ld8	r14 = [r14]
	and	r14 = TIF_EXIT_WORK_MASK, r14
	cmp.ne	pWork, p0 = 0, r14
(pWork)	br.cond.spnt.few break_work
	// Bank 1 r16-r31 are what user code sees after the rfi (ipsr.bn = 1):
	// the handlers left kernel values there (addresses of kernel data,
	// time state). The ABI makes them scratch across a system call, so
	// zero is a correct value; anything else would leak.
	mov	r16 = r0
	mov	r17 = r0
	mov	r18 = r0
	mov	r19 = r0
	mov	r20 = r0
	mov	r21 = r0
	mov	r22 = r0
	mov	r23 = r0
	mov	r24 = r0
	mov	r25 = r0
	mov	r26 = r0
	mov	r27 = r0
	mov	r28 = r0
	mov	r29 = r0
	mov	r30 = r0
	mov	r31 = r0
	// f6-f11 are the FRs kernel code may use (Linux builds its kernel
	// with the others fixed); ar.csd/ar.ssd are written by 16-byte
	// accesses (ld16, cmp8xchg16). Scratch for the user: cleared.
	mov	f6 = f0
	mov	f7 = f0
	mov	f8 = f0
	mov	f9 = f0
	mov	f10 = f0
	mov	f11 = f0
	mov	ar.csd = r0
	mov	ar.ssd = r0
	// Collection off (cr.ifs, cr.ipsr, cr.iip are about to be written and
	// must not be overwritten by an interruption), bank 0 for the
	// temporaries: bank 1 stays as cleared above.
	rsm	psr.ic
	srlz.d
	bsw.0
	adds	r22 = 16 + PT_CR_IFS, r12	// pt_regs: r12 survived the call, bank-0 r16 may not have
	adds	r24 = TASK_KRBS, r13	// r13 is still the kernel's tp
	ld8	r25 = [r22]		// ifs
	// Cover the user's frame (unless signal delivery/sigreturn already
	// did and left the frame to return to in pt_regs.ifs): it then
	// belongs to the dirty partition the loadrs below keeps, cr.ifs
	// describes it for the rfi, and no register of it can be touched by
	// the clearing that follows.
	tbit.nz	pKeep, pCov = r25, IFS_V_BIT
(pKeep)	br.cond.dpnt.few 1f
	cover
1:
	mov	r30 = ar.bsp
(pKeep)	mov	cr.ifs = r25
	// The stacked physical registers the user does not own: everything
	// but the D registers of [krbs, bsp) that the loadrs below brings
	// back. The kernel's frames (handlers, hooks, syscall_args) left
	// values there (return addresses, pointers, data) which an alloc in
	// user code would expose: clear 96 - D of them (Linux's
	// rse_clear_invalid idea), 16 per level of a self-calling routine
	// whose frames are all alike, so that every br.ret, restoring the
	// same CFM from the last br.call's ar.pfs, pops exactly one level.
	sub	r30 = r30, r24		// bytes: registers and the NaT slots among them
	shr.u	r22 = r30, 3
	shr.u	r23 = r30, 9		// krbs is 512-aligned: one NaT slot per 512 bytes
	sub	r22 = r22, r23		// D
	sub	r22 = RSE_PHYS_STACKED, r22	// registers to clear
	dep.z	r30 = r30, RSC_LOADRS_SHIFT, RSC_LOADRS_BITS
	mov	r23 = r0		// depth
break_scrub:
	alloc	r24 = ar.pfs, 0, SCRUB_REGS, 0, 0
	adds	r22 = -SCRUB_REGS, r22
	mov	r32 = r0
	mov	r33 = r0
	mov	r34 = r0
	mov	r35 = r0
	mov	r36 = r0
	mov	r37 = r0
	mov	r38 = r0
	mov	r39 = r0
	mov	r40 = r0
	mov	r41 = r0
	mov	r42 = r0
	mov	r43 = r0
	mov	r44 = r0
	mov	r45 = r0
	mov	r46 = r0
	mov	r47 = r0
	cmp.lt	pMore, p0 = r0, r22
(pMore)	adds	r23 = 1, r23
(pMore)	br.call.sptk.many b0 = break_scrub
break_scrub_ret:			// (br.call returns to the next bundle: labels after calls)
	cmp.ne	pUp, p0 = r0, r23
(pUp)	adds	r23 = -1, r23
(pUp)	br.ret.sptk.many b0
	// Back at the top level: drop its frame; the cleared registers are
	// now the invalid partition.
	alloc	r24 = ar.pfs, 0, 0, 0, 0
	adds	r22 = 16, r12		// pt_regs
	adds	r23 = 24, r12
	adds	r24 = 16 + PT_EML_UNAT, r12
	ld8	r19 = [r22], 32		// ipsr (the ifs slot was read above)
	ld8	r20 = [r23], 16		// iip
	ld8	r27 = [r22], 16		// pfs
	ld8	r26 = [r23], 16		// unat
	ld8	r29 = [r22], 16		// rnat
	ld8	r21 = [r23], 16		// rsc
	ld8	r31 = [r22], 32		// pr (the loadrs slot: recomputed above from ar.bsp)
	ld8	r28 = [r23], 16		// bspstore
	ld8	r17 = [r23], 16		// b0
	ld8	r24 = [r24]		// the spills' NaT bits
	mov	ar.unat = r24
	ld8.fill r1 = [r23], 16
	ld8.fill r12 = [r22], 16
	ld8.fill r13 = [r23], 16
	ld8	r18 = [r22]		// fpsr (r22 at PT_AR_FPSR)
	ld8.fill r15 = [r23]		// (r23 at PT_R15)
	adds	r22 = PT_B6 - PT_AR_FPSR, r22
	adds	r23 = PT_AR_CCV - PT_R15, r23
	ld8	r16 = [r22], PT_R2 - PT_B6	// b6
	ld8	r24 = [r23], PT_R3 - PT_AR_CCV	// ccv
	mov	b6 = r16
	mov	ar.ccv = r24
	ld8.fill r2 = [r22], PT_R14 - PT_R2
	ld8.fill r3 = [r23], PT_B7 - PT_R3
	ld8.fill r14 = [r22]
	ld8	r16 = [r23]		// b7
	mov	b7 = r16
	mov	ar.unat = r26		// the user's own
	mov	cr.ipsr = r19
	mov	cr.iip = r20
	// The user's dirty registers (with the covered frame) come back from
	// the kernel RBS, then the backing store is the user's again.
	mov	ar.rsc = r30		// loadrs amount, lazy, pl 0
	loadrs
	mov	ar.bspstore = r28
	mov	ar.rnat = r29
	mov	ar.rsc = r21
	mov	ar.pfs = r27
	mov	ar.fpsr = r18
	mov	b0 = r17
	mov	pr = r31, -1
	rfi

break_bad:
	mov	r8 = EINVAL		// Linux/ia64: r10 = -1 says r8 is an errno
	mov	r10 = -1
	br.cond.sptk.few break_exit

	// Work before returning (TIF_EXIT_WORK_MASK): reschedule, signal
	// delivery, notify-resume: kernel code that runs with interrupts on.
	// The results go to pt_regs first, where that code looks for them
	// (signal delivery saves them, a restarted call rewrites them), and
	// come back from there; then the flags are checked again, with
	// interrupts off, until no work is left.
break_work:
	ssm	psr.i
	adds	r2 = 16 + PT_R8, r12
	adds	r3 = 16 + PT_R9, r12
	movl	r14 = KHOOK_TABLE + KHOOK_EXIT_WORK
	st8	[r2] = r8, PT_R10 - PT_R8
	st8	[r3] = r9, PT_R11 - PT_R9
	ld8	r14 = [r14]
	st8	[r2] = r10
	st8	[r3] = r11
	mov	b6 = r14
	br.call.sptk.many b0 = b6	// do_notify_resume(pt_regs at sp + 16)
break_work_ret:
	adds	r2 = 16 + PT_R8, r12
	adds	r3 = 16 + PT_R9, r12
	ld8	r8 = [r2], PT_R10 - PT_R8
	ld8	r9 = [r3], PT_R11 - PT_R9
	ld8	r10 = [r2]
	ld8	r11 = [r3]
	br.cond.sptk.few break_exit

	// Traced entry: the tracer sees the call (number and arguments in
	// pt_regs and the user's frame) before it runs and may change the
	// number, so it is read back from pt_regs and checked again; after
	// the call the tracer sees the results in pt_regs. r15 was checked
	// (NaT, range) before coming here; r3 = the untraced handler (unused).
break_traced:
	ssm	psr.i
	movl	r2 = KHOOK_TABLE + KHOOK_TRACE_ENTER
	ld8	r2 = [r2]
	mov	b6 = r2
	br.call.sptk.many b0 = b6	// syscall_trace_enter(pt_regs at sp + 16)
break_traced_call:
	adds	r2 = 16 + PT_R15, r12
	ld8	r15 = [r2]
	adds	r14 = -NR_FIRST, r15
	movl	r2 = KSYS_TABLE
	mov	r3 = NR_COUNT
	cmp.leu	pBad, p0 = r3, r14
	shladd	r2 = r14, 3, r2
(pBad)	br.cond.spnt.few break_traced_bad
	ld8	r3 = [r2]
	mov	b6 = r3
	br.call.sptk.many b0 = b6
break_traced_leave:
	adds	r2 = 16 + PT_R8, r12
	adds	r3 = 16 + PT_R10, r12
	movl	r14 = KHOOK_TABLE + KHOOK_TRACE_LEAVE
	st8	[r2] = r8
	st8	[r3] = r10
	ld8	r14 = [r14]
	mov	b6 = r14
	br.call.sptk.many b0 = b6	// syscall_trace_leave(pt_regs at sp + 16)
break_traced_done:
	adds	r2 = 16 + PT_R8, r12
	adds	r3 = 16 + PT_R10, r12
	ld8	r8 = [r2]
	ld8	r10 = [r3]
	br.cond.sptk.few break_exit
break_traced_bad:
	mov	r8 = EINVAL
	mov	r10 = -1
	br.cond.sptk.few break_traced_leave
	.endp break_syscall

/*
 * The system-call arguments, called from the user's frame (bank 0, psr.ic
 * off, the kernel RBS installed): its frame is the user's outputs, made
 * 8 inputs so that in0..in7 name the 8 possible arguments.
 *  - A NaT argument becomes -1: handlers compute with and store their
 *    arguments as plain values (st8, not st8.spill), and consuming a NaT
 *    there would be a NaT Consumption fault inside the kernel, or a NaT
 *    bit silently turned into a user-chosen value. -1 is an invalid
 *    pointer, fd or count for every call, as in Linux.
 *  - More than 8 outputs (sof - sol > 8, from the ar.pfs the br.call just
 *    wrote, i.e. the user's CFM) is no system-call frame: pFrame, and the
 *    call is refused with EINVAL, as in Linux; the outputs beyond 8 would
 *    be outside this frame and unchecked.
 * The alloc may spill the user's dirty registers: to the kernel RBS, which
 * is pinned. Returns with the user's frame back (br.ret restores the CFM
 * from ar.pfs); sets pFrame; r17-r18 (bank 0) clobbered.
 */
	.global syscall_args
	.proc syscall_args
syscall_args:
	alloc	r18 = ar.pfs, 8, 0, 0, 0
	tnat.nz	pN0, p0 = in0
	tnat.nz	pN1, p0 = in1
	tnat.nz	pN2, p0 = in2
	tnat.nz	pN3, p0 = in3
	tnat.nz	pN4, p0 = in4
	tnat.nz	pN5, p0 = in5
	tnat.nz	pN6, p0 = in6
	tnat.nz	pN7, p0 = in7
	extr.u	r17 = r18, PFS_SOL_SHIFT, PFS_SOL_BITS
	extr.u	r18 = r18, 0, PFS_SOL_SHIFT	// sof
	sub	r18 = r18, r17		// outputs
	cmp.ltu	pFrame, p0 = 8, r18
(pN0)	mov	in0 = -1
(pN1)	mov	in1 = -1
(pN2)	mov	in2 = -1
(pN3)	mov	in3 = -1
(pN4)	mov	in4 = -1
(pN5)	mov	in5 = -1
(pN6)	mov	in6 = -1
(pN7)	mov	in7 = -1
	br.ret.sptk.many b0
	.endp syscall_args

	.global break_other
	.proc break_other
break_other:
	break.m	BREAK_UNEXPECTED	// other break immediates: not this file's business
	.endp break_other

/*
 * The bodies: ordinary kernel leaf routines, free to fault (their faults
 * are the kernel's, with a kernel stack in place). r16 is bank 1 here, so
 * they find the current task in ar.k6 like everyone else.
 */
	.global sys_getpid
	.proc sys_getpid
sys_getpid:
	mov	r14 = ar.k6
	adds	r14 = TASK_TGID, r14
	ld4	r8 = [r14]
	mov	r10 = r0
	br.ret.sptk.many b0
	.endp sys_getpid

	.global sys_getppid
	.proc sys_getppid
sys_getppid:
	mov	r14 = ar.k6		// the slow path may take the tasklist lock; no retry needed here
	adds	r14 = TASK_REAL_PARENT, r14
	ld8	r14 = [r14]
	adds	r14 = TASK_TGID, r14
	ld4	r8 = [r14]
	mov	r10 = r0
	br.ret.sptk.many b0
	.endp sys_getppid

	.global sys_gettimeofday
	.proc sys_gettimeofday
sys_gettimeofday:
	alloc	r16 = ar.pfs, 2, 0, 0, 0	// in0 = tv, in1 = tz (the caller's frame may be smaller)
	movl	r17 = KTIME_DATA
	mov	r18 = ar.itc
	adds	r19 = TIME_SEC, r17
	adds	r20 = TIME_NSEC, r17
	adds	r21 = TIME_ITC_LAST, r17
	adds	r22 = TIME_MULT, r17
	adds	r23 = TIME_SHIFT, r17
1:	ld4.acq	r24 = [r17]
	ld8	r25 = [r19]		// sec
	ld8	r26 = [r20]		// nsec
	ld8	r27 = [r21]		// itc_last
	ld8	r28 = [r22]		// mult
	ld8	r29 = [r23]		// shift
	mov	r18 = ar.itc
	sub	r27 = r18, r27
	setf.sig f6 = r27
	setf.sig f7 = r28
	xmpy.l	f6 = f6, f7
	getf.sig r27 = f6
	shr.u	r27 = r27, r29
	add	r26 = r26, r27
	ld4.acq	r30 = [r17]
	tbit.nz	p6, p0 = r24, 0
	cmp4.ne.or p6, p0 = r24, r30
(p6)	br.cond.spnt.few 1b
	movl	r28 = NSEC_PER_SEC
	cmp.geu	p7, p0 = r26, r28
(p7)	sub	r26 = r26, r28
(p7)	adds	r25 = 1, r25
	movl	r28 = DIV1000_MAGIC
	setf.sig f8 = r26
	setf.sig f9 = r28
	xmpy.hu	f8 = f8, f9
	getf.sig r26 = f8
	shr.u	r26 = r26, 7
	adds	r31 = 8, in0
	st8	[in0] = r25		// a bad pointer faults here and is the kernel's to handle
	st8	[r31] = r26
	mov	r8 = r0
	mov	r10 = r0
	br.ret.sptk.many b0
	.endp sys_gettimeofday
