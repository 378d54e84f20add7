/*
 * L4-style IPC fast path: send to a thread that is already waiting, then
 * wait for the reply (the "call" half of ipc), in the eight steps of
 * "Itanium - A System Implementor's Tale", Section 5.3.1.
 *
 * User side (ipc_user.S): the caller (a thread's ipc loop, or the library
 * stub) has 11 outputs and does
 *	br.call b0 = ipc_gate
 * so this code starts in the caller's output area, no alloc:
 *	in0 = to, in1 = from specifier, in2 = timeouts, in3..in10 = MR0..MR7.
 * The receiver resumes in its own caller with MR0..MR7 in its out3..out10
 * (the very same physical registers: the current frame survives the
 * register-stack switch) and r8 = the sender's id.
 *
 * ABI (see docs/fastpaths.md): ipc preserves sp, gp, tp, b0, ar.pfs,
 * ar.unat, p1-p5/p16-p63 and the stacked registers; everything else is
 * scratch, which leaves the kernel r2-r3, r8-r11, r14-r31, p6-p15 and b6-b7.
 * The fast path never allocs, calls or faults; any surprise goes to
 * ipc_slow with the caller's state intact (rr0 put back, see there).
 *
 * Invariant relied upon by the interruption handlers: an interruption with
 * cr.ipsr.cpl == 0 and cr.iip inside the gate page is a user interruption
 * (the window between epc and rsm psr.i, and between ssm psr.i and br.ret).
 */
#include "ia64_sys.h"
#include "l4_ia64.h"

#define to		in0
#define fromspec	in1
#define tmouts		in2
#define tag		in3

#define pSlow		p6	/* any fast-path condition failed */
#define pTo		p7	/* "to" is not NaT: it may select a TCB */
#define pLong		p8	/* more than MR0..MR7: copy through the UTCBs */
#define pXsp		p9	/* receiver lives in another address space */
#define pXprog		p10	/* ... which runs another program (text region) */
#define pPtnr		p11	/* receiver waits for someone specific but not us */
#define pAny		p12
#define pOkSp		p13	/* receiver's space is usable */
#define pNat1		p14	/* the sender's stub frame crosses a NaT slot */
#define pNat2		p15	/* ... two of them */

	.vregpool r2-r3, r9-r11, r14-r31

	.section .text.gate, "ax"
	.align 32
	.global ipc_gate
	.proc ipc_gate
ipc_gate:
	.regstk 11, 0, 0, 0
	.expect cycles<=35, bubbles<=6	// measured (Z3 schedule, simulator, ipc_8words_xspace); the paper: 36 = 33 groups + 3 bubbles by hand (Table 6)
	.unlikely ipc_slow
	.unlikely ipc_copy
	.unlikely ipc_ret_xprog
	.vreg curtx, utext, drt, kbase, pcpu, dno, dtcb, dq1, dq2, dq3, dq4
	.vreg dmyself, dstate, dpartner, dres, drr, dbsp, drnat, dutcbu
	.vreg stcb, sq1, sres, rtf, rtmo, nat1, nat2, rmask, rmask2
	.vreg sbsp, srnat, spfs, sb0, spr, sunat
	.vreg ua, ss1, ss2, su1, du1, tsr, dr1, dr2, dr3, dr4, dpfs, db0, dpr, dunat, dsp, dgp, dtp, cs, cd, cw, ws1, wd1, wrun, xtext

	// Step 1: enter the kernel. The gate page's translation has ar=7, pl=0.
	epc
	// Step 5 begins: the sender's dirty frames -> its own RBS, first of all
	// (flushrs waits for everything issued before it), while rr0 is still
	// its space: a fault here is the sender's own. No interruptions from
	// here on (sp and bspstore are the user's until br.ret; one before rsm
	// is a user one, see the invariant above).
	flushrs
	rsm	psr.i
	// The sender's registers that are saved in its TCB, read first: the
	// predicates before any of ours is written, ar.unat before the spills
	// below change it, ar.bsp before the ar.rsc write delays every RSE
	// register access by 13 cycles (Table 4).
	mov	spr = pr
	mov	sunat = ar.unat
	mov	sbsp = ar.bsp
	mov	spfs = ar.pfs
	mov	sb0 = b0
	// The RSE goes enforced-lazy: switching the backing store needs it, and
	// its 13 cycles head a long chain: ar.rsc= -> 13 -> ar.bspstore= -> 12
	// -> loadrs. Its value is a constant (pl 3, lazy, loadrs amount 0), not
	// the receiver's: loadrs 0 drops every stacked register outside the
	// current frame, and br.ret refills the receiver's caller frame from
	// its RBS on demand. (ipc_slow leaves it lazy: the generic path sets
	// its own.)
	mov	ar.rsc = RSC_USER_LAZY
	movl	utext = USER_TEXT_REGION
	mov	curtx = rr[utext]	// the current program's text region (5 cycles to use)

	// Step 3a: the arguments. NaTs first: compares on NaTs do not set
	// pSlow. One tnat for all seven user values (the arguments and the sp,
	// gp, tp that get stored): a sum is NaT if any addend is, and tnat,
	// like every shift and extract, has only port I0, the scarce one here.
	add	nat1 = fromspec, tmouts
	add	nat2 = tag, sp
	add	nat1 = nat1, to
	add	nat2 = nat2, gp
	add	nat1 = nat1, tp
	add	nat1 = nat1, nat2
	tnat.nz.or pSlow, p0 = nat1
	// Field tests by masks (any ALU port) rather than extracts (I0 only).
	mov	rmask = TAG_TF_MASK
	and	rtf = rmask, tag			// typed items or flags: slow
	mov	rmask2 = TIMEOUT_RCV_MASK
	and	rtmo = rmask2, tmouts			// receive timeout must be "never"
	and	ua = TAG_U_MASK, tag
	cmp.eq.or pSlow, p0 = to, r0			// receive-only
	cmp.eq.or pSlow, p0 = fromspec, r0		// send-only: sender would stay ready
	cmp.ne.or pSlow, p0 = rtf, r0
	cmp.ne.or pSlow, p0 = rtmo, r0
	cmp.ltu	pLong, p0 = MR_IN_REGS - 1, ua		// MR8.. live in the UTCB

	// Step 2: the sender is the current thread: its TCB address from the
	// per-CPU page and its id from the TCB (loads: the id's copy in ar.k6
	// takes 12 cycles to read, and the address from the id two I0
	// operations); the receiver's TCB from `to`.
	movl	pcpu = PCPU_AREA + PCPU_CURRENT_TCB
	ld8	stcb = [pcpu]
	ld8	r8 = [stcb]		// the sender's id (TCB_MYSELF): also the receiver's result
	movl	kbase = KTCB_AREA
	shr.u	dno = to, TID_VERSION_BITS
	cmp.eq	pTo, p0 = to, to	// false for a NaT id, which must not reach an
	mov	dtcb = kbase		// address: it finds slot 0, never a thread, all zeros
(pTo)	dep	dtcb = dno, kbase, TCB_SHIFT, TCB_NO_BITS
	.noalias [stcb], [dtcb]		// sender != receiver whenever the fast path runs

	// Everything the path reads or writes in memory comes before the rr0
	// write (no memory reference may come between it and its
	// serialization), the receiver's words through several pointers: a
	// load's result is an address only 2 cycles later, so one
	// post-increment chain would space the loads out. The receiver's TCB is
	// in region 7, always mapped (slot 0 for a NaT id): reading it is
	// harmless if a check fails.
	// Step 3b: the receiver: right version, waiting forever, for us or
	// anyone, no special resources, a usable space; another program?
	adds	dq1 = TCB_RR0, dtcb
	adds	dq2 = TCB_STATE, dtcb
	adds	dq3 = TCB_PARTNER, dtcb
	adds	dq4 = TCB_RESOURCES, dtcb
	ld8	drr = [dq1], TCB_RR2 - TCB_RR0
	ld8	dmyself = [dtcb]
	ld8	dstate = [dq2], TCB_B0 - TCB_STATE
	ld8	dpartner = [dq3], TCB_PR - TCB_PARTNER
	ld8	dres = [dq4], TCB_PFS - TCB_RESOURCES
	cmp.ne.or pSlow, p0 = dmyself, to
	cmp.ne.or pSlow, p0 = TS_WAITING_FOREVER, dstate
	cmp.ne.or pSlow, p0 = dres, r0
	cmp.eq	pAny, pPtnr = ANYTHREAD, dpartner
(pPtnr)	cmp.ne.or pSlow, p0 = dpartner, r8
	cmp.eq.or pSlow, p0 = drr, r0
	ld8	drt = [dq1]
	cmp.ne	pXprog, p0 = curtx, drt			// another program's text region
	// Step 3c: the sender: no pending senders, no special resources (one
	// word: RES_SENDQ mirrors a non-empty send queue).
	adds	sq1 = TCB_RESOURCES, stcb
	ld8	sres = [sq1]
	cmp.ne.or pSlow, p0 = sres, r0

	// Step 5: the receiver's context (registers and backing store).
	ld8	db0 = [dq2], TCB_UNAT - TCB_B0
	ld8	dpr = [dq3], TCB_UTCB_U - TCB_PR
	ld8	dpfs = [dq4], TCB_BSP - TCB_PFS
	adds	dq1 = TCB_RNAT, dtcb
	ld8	dunat = [dq2]
	ld8	dutcbu = [dq3]
	ld8	dbsp = [dq4]
	ld8	drnat = [dq1]

	// The sender's user context, for whoever resumes it (its save area is
	// dead while it runs, so these are stored before the checks end). sp,
	// gp and tp may be NaT until the checks say otherwise: spilled (their
	// NaT bits go to ar.unat, which ipc_slow puts back), never faulting.
	adds	ss1 = TCB_B0, stcb
	adds	ss2 = TCB_PFS, stcb
	adds	su1 = TCB_SP, stcb
	adds	sq1 = TCB_BSP, stcb
	st8	[ss1] = sb0, TCB_UNAT - TCB_B0
	st8	[ss2] = spfs, TCB_PR - TCB_PFS
	st8	[ss1] = sunat
	st8	[ss2] = spr
	st8.spill [su1] = sp, TCB_GP - TCB_SP
	st8.spill [su1] = gp, TCB_TP - TCB_GP
	st8.spill [su1] = tp
	st8	[sq1] = sbsp		// (12 cycles after its read)

	// Step 7, before the branch too: the TCB states and the current thread
	// (with psr.i off on this one CPU nobody looks at them before ipc_slow
	// puts them back).
	adds	su1 = TCB_STATE, stcb
	adds	du1 = TCB_STATE, dtcb
	mov	tsr = TS_RUNNING
	st8	[su1] = dstate, TCB_PARTNER - TCB_STATE	// waiting forever, as checked
	st8	[su1] = fromspec	// the sender now waits for the reply
	st8	[du1] = tsr
	st8	[pcpu] = dtcb		// the current thread
(pSlow)	br.cond.dpnt.few ipc_slow

	// Step 4: long messages: MR8.. from UTCB to UTCB (rare), then the same tail.
(pLong)	br.cond.dpnt.few ipc_copy
#include "ipc_tail.inc"

ipc_ret_xprog:
	// The receiver runs another program: its text region (rr2), which
	// instruction fetch must see (br.ret does not serialize). Everything
	// else is the receiver's already; an interruption here is a user one
	// (the invariant above).
	movl	xtext = USER_TEXT_REGION
	mov	rr[xtext] = drt
	srlz.i
	br.ret.sptk.many b0

ipc_slow:
	// Hand over to the generic path: nothing has been switched (ar.rsc is
	// lazy, which the generic path sets anyway); put back ar.unat (from
	// before the spills), the current thread and the two TCB states (the
	// sender's partner word means nothing while it runs); scratch
	// registers are the ABI's.
	mov	ar.unat = sunat
	adds	ws1 = TCB_STATE, stcb
	adds	wd1 = TCB_STATE, dtcb
	mov	wrun = TS_RUNNING
	st8	[pcpu] = stcb
	st8	[ws1] = wrun
	st8	[wd1] = dstate
	break.m	BREAK_IPC_SLOW		// the C++ slow path; the simulator stops here

ipc_copy:
	// MR8..MR(u) from the sender's UTCB to the receiver's, via their
	// kernel addresses (region 7): no user mapping, no fault.
	adds	cs = TCB_UTCB_K, stcb
	adds	cd = TCB_UTCB_K, dtcb
	and	ua = TAG_U_MASK, tag
	adds	ua = -MR_IN_REGS, ua		// u - 7 words (MR8..MRu): ar.lc = u - 8
	ld8	cs = [cs]
	ld8	cd = [cd]
	mov	ar.lc = ua
	adds	cs = UTCB_MR + 8 * MR_IN_REGS, cs
	adds	cd = UTCB_MR + 8 * MR_IN_REGS, cd
	.noalias [cs], [cd]		// two different threads' UTCBs
1:	ld8	cw = [cs], 8
	st8	[cd] = cw, 8
	br.cloop.sptk.few 1b
#define IPC_TAIL_AFTER_LOOP	/* the tail's variant for after the loop (see there) */
#include "ipc_tail.inc"
	.endp ipc_gate
