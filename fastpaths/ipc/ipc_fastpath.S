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
	.expect cycles<=58, bubbles<=22	// measured (Z3 schedule, simulator, ipc_8words_xspace); the paper reached 36/3 by hand (Table 6): docs/fastpaths.md says what is left
	.unlikely ipc_slow
	.unlikely ipc_copy
	.vreg cur, currr, kbase, dno, dtcb, dq1, dq2, dq3
	.vreg dmyself, dstate, dpartner, dres, drr, drsc, dbsp, drnat, dutcbu
	.vreg sno, stcb, sq1, sq2, sres, ssendq, rtf, rtmo, nat1, nat2, nat3, rmask, rmask2
	.vreg sbsp, srnat, sol, slot, slot2, srsc, spfs, sb0, spr, sunat
	.vreg rscfix, ua, ss1, ss2, su1, su2, du1, tsw, tsr, dr1, dr2, dpfs, db0, dpr, dunat, cs, cd, cw

	// Step 1: enter the kernel. The gate page's translation has ar=7, pl=0.
	epc
	// Step 5 begins: the sender's dirty frames -> its own RBS, first of all,
	// while rr0 is still its space (a fault here is the sender's own:
	// nothing is switched yet). In the user's (eager) RSE mode: flushrs
	// needs no particular mode, and first it waits for nothing before it.
	// (An interruption before rsm is a user one: see the invariant above.)
	flushrs
	rsm	psr.i			// sp and bspstore are still the user's: no interruptions
	// BSP: where the sender's frame starts, the same after flushrs (which
	// moves BSPSTORE, not BSP); read now, before the ar.rsc write below
	// delays every RSE register access by 13 cycles.
	mov	sbsp = ar.bsp
	mov	spfs = ar.pfs
	mov	sunat = ar.unat
	mov	cur = ar.k6		// current thread id (12 cycles): everything sender-side waits for it
	mov	currr = rr[r0]		// current rr0: decides whether the space changes

	// Step 2: the receiver's TCB from its id; no dependence on ar.k6.
	movl	kbase = KTCB_AREA
	shr.u	dno = to, TID_VERSION_BITS
	tnat.nz	pSlow, pTo = to		// a NaT id must not reach an address:
	mov	dtcb = kbase		// it finds slot 0, never a thread and all zeros
(pTo)	dep	dtcb = dno, kbase, TCB_SHIFT, TCB_NO_BITS
	adds	dq1 = TCB_STATE, dtcb
	adds	dq2 = TCB_RR0, dtcb
	adds	dq3 = TCB_RSC, dtcb
	ld8	drsc = [dq3], TCB_BSP - TCB_RSC	// heads the longest chain: rsc -> 13 -> bspstore -> 12 -> loadrs
	ld8	dmyself = [dtcb]
	ld8	dstate = [dq1], TCB_PARTNER - TCB_STATE
	ld8	dpartner = [dq1], TCB_RESOURCES - TCB_PARTNER
	ld8	dres = [dq1]
	ld8	drr = [dq2], TCB_UTCB_U - TCB_RR0
	ld8	dutcbu = [dq2]
	ld8	dbsp = [dq3], TCB_RNAT - TCB_BSP
	ld8	drnat = [dq3]

	// The RSE goes enforced-lazy (needed to switch the backing store)
	// with the receiver's loadrs amount at once: its 13 cycles to the next
	// RSE register access and 12 to loadrs start here. Mode and pl are forced (lazy, 3): a zeroed (free) TCB
	// must never make the RSE run eagerly or touch memory with kernel rights.
	mov	rscfix = RSC_USER_LAZY
	dep	drsc = rscfix, drsc, 0, RSC_PL_SHIFT + 2
	mov	ar.rsc = drsc

	// Step 3a: the arguments. NaTs first: compares on NaTs do not set
	// pSlow. One tnat for all six user values (the arguments and the sp,
	// gp, tp that get stored): a sum is NaT if any addend is, and tnat,
	// like every shift and extract, has only port I0, the scarce one here.
	add	nat1 = fromspec, tmouts
	add	nat2 = tag, sp
	add	nat3 = gp, tp
	add	nat1 = nat1, nat2
	add	nat1 = nat1, nat3
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

	// Step 3b: the receiver: right version, waiting forever, for us or anyone.
	cmp.ne.or pSlow, p0 = dmyself, to
	cmp.ne.or pSlow, p0 = TS_WAITING_FOREVER, dstate
	cmp.ne.or pSlow, p0 = dres, r0
	cmp.eq	pAny, pPtnr = ANYTHREAD, dpartner
	cmp.ne	pOkSp, p0 = drr, r0
(pPtnr)	cmp.ne.or pSlow, p0 = dpartner, cur
	cmp.eq.or pSlow, p0 = drr, r0
(pOkSp)	cmp.ne.unc pXsp, p0 = currr, drr

	// Step 6, started early: rr0 takes 14 cycles to its serialization, so
	// switch as soon as the receiver's rr0 is known (flushrs, above, has put
	// the sender's frames in its RBS; the write must never move above it),
	// and undo it in
	// ipc_slow if a check fails. Kernel data is all in region 7; only the
	// RSE and user code depend on rr0. No memory reference may come between
	// the write and the serialization (the dependency rules cannot know the
	// TCBs are in region 7), so the sender's TCB is read after it.
(pXsp)	mov	rr[r0] = drr

	// Step 5, started early: the receiver's backing store. The write is
	// undone in ipc_slow (our frame is the only thing in the register file
	// and nothing moves in enforced-lazy mode until loadrs), and it starts
	// the 12 cycles to loadrs while the checks still run.
	mov	srnat = ar.rnat		// before the receiver's replaces it
	mov	ar.bspstore = dbsp

	// The sender's TCB, once ar.k6 arrives (ALU work only before the
	// serialization: it waits for everything before it).
	shr.u	sno = cur, TID_VERSION_BITS
	dep	stcb = sno, kbase, TCB_SHIFT, TCB_NO_BITS
	.noalias [stcb], [dtcb]		// sender != receiver whenever the fast path runs
	adds	sq1 = TCB_RESOURCES, stcb
	adds	sq2 = TCB_SENDQ, stcb
	// The sender's user context and its loadrs amount (its caller's locals,
	// sol of ar.pfs, plus the NaT-collection slots between them and BSP),
	// computed during the serialization (=ar.bspstore takes 12 cycles); stored after the branch.
	extr.u	sol = spfs, PFS_SOL_SHIFT, PFS_SOL_BITS
	extr.u	slot = sbsp, RSE_SLOT_SHIFT, RSE_SLOT_BITS
	add	slot2 = 63, slot
	cmp.gtu	pNat1, p0 = sol, slot		// crosses one NaT slot
	cmp.gtu	pNat2, p0 = sol, slot2		// ... or a second one (sol > 63)
(pNat1)	adds	sol = 1, sol
(pNat2)	adds	sol = 1, sol
	dep.z	srsc = sol, RSC_LOADRS_SHIFT + 3, RSC_LOADRS_BITS - 3
	adds	srsc = RSC_USER_LAZY, srsc

	// Across spaces, srlz.i: it serializes data references too, and
	// instruction fetch from the new rr0 after br.ret needs it (br.ret does
	// not serialize). In one space nothing was written, nothing to wait for.
(pXsp)	srlz.i
	mov	ar.rnat = drnat		// 8 cycles after =ar.rnat (Table 4): after the serialization

	// The sender's user context, for whoever resumes it, as far as it
	// cannot be NaT (AR, BR and PR values): stored before the checks end.
	// The save area of a running thread is dead, so if the slow path is
	// taken these words are merely rewritten by it.
	adds	ss1 = TCB_BSP, stcb
	adds	ss2 = TCB_RNAT, stcb
	mov	sb0 = b0
	mov	spr = pr
	st8	[ss1] = sbsp, TCB_RSC - TCB_BSP
	st8	[ss2] = srnat, TCB_PFS - TCB_RNAT
	st8	[ss1] = srsc, TCB_B0 - TCB_RSC
	st8	[ss2] = spfs, TCB_PR - TCB_PFS
	st8	[ss1] = sb0, TCB_UNAT - TCB_B0
	st8	[ss2] = spr, TCB_SP - TCB_PR

	// Step 3c: the sender: no pending senders, no special resources.
	ld8	sres = [sq1]
	ld8	ssendq = [sq2]
	cmp.ne.or pSlow, p0 = sres, r0
	cmp.ne.or pSlow, p0 = ssendq, r0
	// The rest of the receiver's context (its TCB is in region 7, always
	// mapped; slot 0 for a NaT id), into scratch registers for now.
	adds	dr1 = TCB_PFS, dtcb
	adds	dr2 = TCB_B0, dtcb
	ld8	dpfs = [dr1], TCB_PR - TCB_PFS
	ld8	db0 = [dr2], TCB_UNAT - TCB_B0
	ld8	dpr = [dr1], TCB_SP - TCB_PR
	ld8	dunat = [dr2], TCB_GP - TCB_UNAT
(pSlow)	br.cond.dpnt.few ipc_slow

	// Step 4: long messages: MR8.. from UTCB to UTCB (rare).
(pLong)	br.cond.dpnt.few ipc_copy
ipc_copy_done:

	// The rest of the sender's user context: sp, gp and tp were NaT-checked
	// with the arguments, so these stores cannot fault once pSlow is clear.
	st8	[ss1] = sunat, TCB_GP - TCB_UNAT
	st8	[ss2] = sp, TCB_TP - TCB_SP
	st8	[ss1] = gp
	st8	[ss2] = tp

	// Step 7: TCB states and the current-thread registers.
	adds	su1 = TCB_STATE, stcb
	adds	su2 = TCB_PARTNER, stcb
	adds	du1 = TCB_STATE, dtcb
	mov	tsw = TS_WAITING_FOREVER
	mov	tsr = TS_RUNNING
	st8	[su1] = tsw
	st8	[su2] = fromspec	// the sender now waits for the reply
	st8	[du1] = tsr
	mov	ar.k6 = to		// current thread id
	mov	ar.k5 = dutcbu		// user-readable UTCB pointer
	mov	r8 = cur		// receiver's result: who sent

	// Step 5, the rest of the receiver's context.
	ld8	sp = [dr1], TCB_TP - TCB_SP
	ld8	gp = [dr2]
	ld8	tp = [dr1]
	mov	ar.pfs = dpfs		// ppl 3: br.ret drops to user mode
	mov	b0 = db0
	mov	pr = dpr, PR_PRESERVED_MASK	// p6-p15 are ours
	mov	ar.unat = dunat

	// Step 5, last: the receiver's frame below ours comes back from its RBS
	// (rr0 is already its space, serialized above; ar.rsc.loadrs, bspstore
	// and rnat were set with the checks) while our frame, in0..in10 with
	// the message, stays in place. Last, because these are user-rights
	// loads that may fault: by now every register is the receiver's, so
	// the fault is simply the receiver's (cr.iip in the gate page).
	loadrs
	mov	ar.rsc = RSC_USER	// back to eager, user privilege

	// Step 8: return in the receiver's context.
	ssm	psr.i			// in br.ret's group: no interrupt at PL0 on user state
	br.ret.sptk.many b0

ipc_copy:
	// MR8..MR(u) from the sender's UTCB to the receiver's, via their
	// kernel addresses (region 7): no user mapping, no fault.
	adds	cs = TCB_UTCB_K, stcb
	adds	cd = TCB_UTCB_K, dtcb
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
	br.cond.sptk.few ipc_copy_done

ipc_slow:
	// Hand over to the generic path with the caller's state intact: put
	// back rr0 and the sender's backing store (both switched early; ar.rsc
	// was lazy when srnat was read); scratch registers are the ABI's.
	mov	rr[r0] = currr
	mov	ar.bspstore = sbsp
	mov	ar.rnat = srnat
	srlz.d
	break.m	BREAK_IPC_SLOW		// the C++ slow path; the simulator stops here
	.endp ipc_gate
