/*
 * The classic system-call path: user code executes "break 0x100000", the
 * Break Instruction vector (cr.iva + 0x2c00) saves the scratch state in
 * pt_regs on the task's kernel stack, moves the user's dirty stacked
 * registers to the kernel backing store, dispatches on r15 through the
 * system-call table, and returns with rfi. This is the "break" column of
 * the paper's Table 3, against fsys.S (and, for the queue services,
 * against queue_epc.S).
 *
 * On arrival: psr.ic = psr.i = 0 and psr.bn = 0, so r16-r31 are bank 0 and
 * free; cr.iip and cr.ipsr.ri name the break itself (it is a fault);
 * cr.iim holds the immediate. As in Linux, the user's frame stays the
 * current frame (no cover): the handlers are called with br.call from it,
 * so the user's out0.. become their in0.., and rfi with cr.ifs.v = 0 keeps
 * it. The task's kernel stack is pinned by a translation register: stores
 * to it with psr.ic = 0 cannot miss.
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

#define pSys	p6
#define pNot	p7
#define pBad	p8
#define pOk	p9
#define pWrap	p10

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
	// Minimal save, still in bank 0 with collection off.
	mov	r19 = cr.ipsr
	mov	r20 = cr.iip
	mov	r21 = ar.rsc
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
	st8	[r22] = r0, 16		// ifs: not covered, nothing to restore
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
	adds	r24 = PT_B6 - PT_R15, r23
	adds	r25 = PT_AR_CCV - PT_R15, r23
	mov	r17 = b6
	mov	r18 = ar.ccv
	st8	[r24] = r17, PT_R2 - PT_B6	// (the r8-r11 slots stay free: results travel in registers)
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

	mov	r1 = r0			// no kernel gp needed by the leaf handlers
	// Collection back on, then bank 1: faults and interrupts may be taken
	// from here on, and bank 0 belongs to the interruption handlers again.
	ssm	psr.ic
	srlz.d
	bsw.1
	// Bank 1 r16-r31 are the user's scratch registers, clobbered by the call.
	adds	r14 = -NR_FIRST, r15
	movl	r2 = KSYS_TABLE
	mov	r3 = NR_COUNT
	tnat.nz	pBad, pOk = r15
(pOk)	cmp.leu	pBad, p0 = r3, r14	// unsigned: numbers below NR_FIRST too
	shladd	r2 = r14, 3, r2
(pBad)	br.cond.spnt.few break_bad
	ld8	r3 = [r2]
	ssm	psr.i			// interruptible while the call runs
	mov	b6 = r3
	br.call.sptk.many b0 = b6	// sys_*: r32.. are the user's out0..
	.global break_exit
break_exit:
	// Also the way out of signal delivery and sigreturn (signal/), which
	// arrive here with a rewritten pt_regs. Back: interrupts and collection off, bank 0 for the temporaries.
	rsm	psr.i | psr.ic
	srlz.d
	bsw.0
	adds	r22 = 16, r12		// pt_regs: r12 survived the call, bank-0 r16 may not have
	adds	r23 = 24, r12
	adds	r24 = 16 + PT_EML_UNAT, r12
	ld8	r19 = [r22], 16		// ipsr
	ld8	r20 = [r23], 16		// iip
	ld8	r25 = [r22], 16		// ifs
	ld8	r26 = [r23], 16		// unat
	ld8	r27 = [r22], 16		// pfs
	ld8	r21 = [r23], 16		// rsc
	ld8	r29 = [r22], 16		// rnat
	ld8	r28 = [r23], 16		// bspstore
	ld8	r31 = [r22], 16		// pr
	ld8	r17 = [r23], 16		// b0
	ld8	r30 = [r22], 16		// loadrs
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
	mov	cr.ifs = r25
	// The user's dirty registers come back from the kernel RBS, then the
	// backing store is the user's again.
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
	.endp break_syscall

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
