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

	.vregpool r2-r7, r9-r11, r14-r31

	.section .text.gate, "ax"
	.align 32
	.global ipc_gate
	.proc ipc_gate
ipc_gate:
	.regstk 11, 0, 0, 0
	.expect cycles<=31, bubbles<=2	// measured (Z3 schedule, simulator, ipc_8words_xspace); the paper: 36 = 33 groups + 3 bubbles by hand (Table 6), 34 its optimum
	.unlikely ipc_slow
	.unlikely ipc_copy
	.unlikely ipc_ret_xprog
	.vreg curtx, utext, drt, kbase, pcpu, dno, dtcb, dq1, dq2, dq3, dq4
	.vreg dmyself, dstate, dpartner, dres, drr, dbsp, drnat, dutcbu
	.vreg stcb, sq1, sres, rtf, rtmo, nat1, nat2, rmask, rmask2
	.vreg sbsp, srnat, spfs, sb0, spr, sunat
	.vreg ua, ss1, ss2, du1, tsr, dpfs, db0, dpr, dunat, xtext

	// Step 1: enter the kernel. The gate page's translation has ar=7, pl=0.
	epc
	// Step 5 begins: the sender's dirty frames -> its own RBS, first of all
	// (flushrs waits for everything issued before it), while rr0 is still
	// its space: a fault here is the sender's own. No interruptions from
	// here on (sp and bspstore are the user's until br.ret; one before rsm
	// is a user one, see the invariant above).
	flushrs
	// The RSE goes enforced-lazy at once, in flushrs's own group: switching
	// the backing store needs it, and its 13 cycles head the path's longest
	// chain: ar.rsc= -> 13 -> ar.rnat/ar.bsp reads -> ar.bspstore= -> 12 ->
	// loadrs. Its value is a constant (pl 3, lazy, loadrs amount 0), not the
	// receiver's: loadrs 0 drops every stacked register outside the current
	// frame, and br.ret refills the receiver's caller frame from its RBS on
	// demand. (ipc_slow leaves it lazy: the generic path sets its own.) The
	// sender's ar.bsp is read 13 cycles later, with its ar.rnat: flushrs left
	// no dirty register, and nothing here moves the stack.
	mov	ar.rsc = RSC_USER_LAZY
	rsm	psr.i
	// The sender's registers that are saved in its TCB, read first: the
	// predicates before any of ours is written, ar.unat before the spills
	// below change it.
	mov	spr = pr
	mov	sunat = ar.unat
	mov	spfs = ar.pfs
	mov	sb0 = b0
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
	.region [stcb], 7	// TCBs live in region 7 (KTCB_AREA): not read through rr0
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
	ld8	dstate = [dq2]
	ld8	dpartner = [dq3]
	ld8	dres = [dq4]
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
	// Hand over to the generic path: nothing has been switched or written
	// (ar.rsc is lazy, which the generic path sets anyway; every store of
	// the fast path comes after the branch); scratch registers are the
	// ABI's.
	break.m	BREAK_IPC_SLOW		// the C++ slow path; the simulator stops here

// The copy's temporaries are four of the tail's, which are dead here: the
// naive assignment of tools/gasify.py (one register from a name's first to
// its last mention) sees the tail's names live from the first copy of the
// tail to the second, across this block, and the pool would not hold both.
#define cu	du1
#define cs	dq1
#define cd	dq2
#define cw	tsr
ipc_copy:
	// MR8..MR(u) from the sender's UTCB to the receiver's, via their
	// kernel addresses (region 7): no user mapping, no fault.
	adds	cs = TCB_UTCB_K, stcb
	adds	cd = TCB_UTCB_K, dtcb
	and	cu = TAG_U_MASK, tag
	adds	cu = -MR_IN_REGS, cu		// u - 7 words (MR8..MRu): ar.lc = u - 8
	ld8	cs = [cs]
	ld8	cd = [cd]
	mov	ar.lc = cu
	adds	cs = UTCB_MR + 8 * MR_IN_REGS, cs
	adds	cd = UTCB_MR + 8 * MR_IN_REGS, cd
	.noalias [cs], [cd]		// two different threads' UTCBs
1:	ld8	cw = [cs], 8
	st8	[cd] = cw, 8
	br.cloop.sptk.few 1b
#define IPC_TAIL_AFTER_LOOP	/* the tail's variant for after the loop (see there) */
#include "ipc_tail.inc"
	.endp ipc_gate
