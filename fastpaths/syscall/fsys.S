/*
 * epc fast system calls in the Linux "fsys" style: getpid, getppid and
 * gettimeofday run in the gate page at PL0 on the caller's stack and
 * register frame (Section 5.2.1 of the paper). Hence the rules:
 *  - no call, no alloc: nothing may make the RSE spill to the user's
 *    backing store;
 *  - no fault: every user argument is checked, NaT bits included, before
 *    it is used as an address or stored;
 *  - anything unusual goes to fsys_fallback, which hands the call to the
 *    break path's kernel entry.
 * Convention (user side in user_syscalls_epc.S): r15 = number, arguments
 * in the caller's out0.. (our in0..; as for every system call the caller
 * allocates at least as many outputs as the call has arguments, or reading
 * in1 would be an illegal operation), br.call b6 = fsys_entry; results r8
 * (value) and r10 (0 = ok, -1 = error), returning by br.ret b6 with the
 * caller's ar.pfs, whose ppl of 3 drops the privilege again.
 * Scratch: r2-r3, r8-r11, r14-r31, p6-p15, b7, f6-f11 (ar.pfs untouched).
 * Interrupts stay enabled: nothing here leaves the user's state half
 * switched, and the interruption handlers treat cpl 0 with cr.iip in the
 * gate page as a user interruption.
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

#define pFail	p6
#define pOk	p7
#define pRetry	p8
#define pWrap	p9
#define pHere	p10	/* the user page is present */

	.vregpool r2-r3, r9, r11, r14, r17-r31
#define cur	r16	/* current task, read at the entry for every handler (as Linux's fsys entry does) */

	.section .text.gate, "ax"
	.align 32
	.global fsys_entry
	.proc fsys_entry
fsys_entry:
	.vreg idx, tab, handler, pcpu
	// Dispatch through the fast-call table (kernel memory: the gate page
	// itself is execute-only). A NaT or out-of-range number falls back.
	// The current task pointer: from the per-CPU page, a 1-cycle load once
	// epc has raised the privilege (its copy in ar.k6 is a 12-cycle read,
	// paper S2, which no dispatch hides: getpid waited 7 cycles for it).
	movl	pcpu = KPCPU_AREA + PCPU_CURRENT
	epc
	ld8	cur = [pcpu]
	adds	idx = -NR_FIRST, r15
	movl	tab = KFSYS_TABLE
	tnat.nz	pFail, pOk = r15
(pOk)	cmp.leu	pFail, p0 = NR_FSYS, idx	// unsigned: catches numbers below NR_FIRST too
	shladd	tab = idx, 3, tab
(pFail)	br.cond.spnt.few fsys_fallback
	ld8	handler = [tab]
	mov	b7 = handler
	br.cond.sptk.few b7
	.endp fsys_entry

	.global fsys_getpid
	.proc fsys_getpid
fsys_getpid:
	.expect cycles<=9	// measured (getpid_epc); Table 3: 18 cycles dynamic, 12 static
	.unlikely fsys_fallback
	.vreg pflags, ptgid, flags
	adds	pflags = TASK_FLAGS, cur
	adds	ptgid = TASK_TGID, cur
	ld8	flags = [pflags]
	ld4	r8 = [ptgid]
	cmp.ne	pFail, p0 = r0, flags	// pending work (trace, signals): the slow way
	mov	r10 = r0
(pFail)	br.cond.spnt.few fsys_fallback
	br.ret.sptk.many b6
	.endp fsys_getpid

	.global fsys_getppid
	.proc fsys_getppid
fsys_getppid:
	.unlikely fsys_fallback
	.vreg pflags2, ppar, flags2, par, par2, ptg
	adds	pflags2 = TASK_FLAGS, cur
	adds	ppar = TASK_REAL_PARENT, cur
	ld8	flags2 = [pflags2]
1:	ld8.acq	par = [ppar]		// the parent may exit and we be reparented meanwhile:
	adds	ptg = TASK_TGID, par	// read it, read its tgid, and check it is still ours
	ld4	r8 = [ptg]
	mf				// order the tgid read before the re-read of the parent
	ld8.acq	par2 = [ppar]
	cmp.ne	pRetry, p0 = par, par2
	cmp.ne	pFail, p0 = r0, flags2
(pRetry) br.cond.spnt.few 1b
	mov	r10 = r0
(pFail)	br.cond.spnt.few fsys_fallback
	br.ret.sptk.many b6
	.endp fsys_getppid

	.global fsys_gettimeofday
	.proc fsys_gettimeofday
fsys_gettimeofday:
	// gettimeofday(struct timeval *tv, struct timezone *tz): tz must be
	// NULL here; tv must be a NaT-free, 16-byte aligned (so both words are
	// in one page) region-0 address whose page is present (speculative
	// load) and user-writable (probe.w).
	.unlikely fsys_fallback
	.regstk 2, 0, 0, 0
	.vreg gflags, gpf, tv_hi, tv_chk, tv_w, tdat, pseq, psec, pnsec, plast, pmult, pshift
	.vreg seq, seq2, sec, nsec, last, mult, shift, itc, delta, bill, usec, ptv
	tnat.nz	pFail, p0 = in0
	tnat.nz.or pFail, p0 = in1
	cmp.ne.or pFail, p0 = in1, r0	// a timezone request is rare: slow path
	shr.u	tv_hi = in0, USER_REGION_SHIFT
	and	tv_chk = 15, in0
	cmp.ne.or pFail, p0 = tv_hi, r0	// not a user (region 0) address
	cmp.ne.or pFail, p0 = tv_chk, r0	// misaligned
	cmp.eq.or pFail, p0 = in0, r0	// NULL
	adds	gpf = TASK_FLAGS, cur
	ld8	gflags = [gpf]
	cmp.ne.or pFail, p0 = r0, gflags
	ld8.s	tv_w = [in0]		// no fault: a missing page (or a NaT address) gives NaT
	tnat.z	pHere, p0 = tv_w
	tnat.nz.or pFail, p0 = tv_w
(pHere)	probe.w	tv_chk = in0, 3		// writable at PL3? (safe: the translation is present)
(pHere)	cmp.eq.or pFail, p0 = tv_chk, r0
(pFail)	br.cond.spnt.few fsys_fallback

	movl	tdat = KTIME_DATA
	adds	psec = TIME_SEC, tdat
	adds	pnsec = TIME_NSEC, tdat
	adds	plast = TIME_ITC_LAST, tdat
	adds	pmult = TIME_MULT, tdat
	adds	pshift = TIME_SHIFT, tdat
	// Sequence-counter read: retry while an update is in flight or raced us.
2:	ld4.acq	seq = [tdat]
	ld8	sec = [psec]
	ld8	nsec = [pnsec]
	ld8	last = [plast]
	ld8	mult = [pmult]
	ld8	shift = [pshift]
	mov	itc = ar.itc		// 36 cycles; inside the retry loop by necessity
	sub	delta = itc, last
	setf.sig f6 = delta		// integer multiply goes through the FP unit
	setf.sig f7 = mult
	xmpy.l	f6 = f6, f7
	getf.sig delta = f6
	shr.u	delta = delta, shift
	add	nsec = nsec, delta
	ld4.acq	seq2 = [tdat]
	tbit.nz	pRetry, p0 = seq, 0		// odd: writer active
	cmp4.ne.or pRetry, p0 = seq, seq2
(pRetry) br.cond.spnt.few 2b

	movl	bill = NSEC_PER_SEC
	cmp.geu	pWrap, p0 = nsec, bill		// delta is short: at most one carry
(pWrap)	sub	nsec = nsec, bill
(pWrap)	adds	sec = 1, sec
	movl	usec = DIV1000_MAGIC		// usec = nsec / 1000 by reciprocal
	setf.sig f8 = nsec
	setf.sig f9 = usec
	xmpy.hu	f8 = f8, f9
	getf.sig usec = f8
	shr.u	usec = usec, 7
	adds	ptv = 8, in0
	st8	[in0] = sec
	st8	[ptv] = usec
	mov	r8 = r0
	mov	r10 = r0
	br.ret.sptk.many b6
	.endp fsys_gettimeofday

	.global fsys_fallback
	.proc fsys_fallback
fsys_fallback:
	// The generic path: this kernel switches to the task's kernel stack
	// and runs the call like the break path does (break_syscall.S); the
	// simulator stops here.
	break.m	BREAK_FSYS_SLOW
	.endp fsys_fallback
