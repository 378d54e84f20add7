/*
 * Signal delivery and sigreturn, in the two variants of Section 5.1:
 *
 *   default            minimal state: only the scratch state (pt_regs, as
 *                      the kernel entry saved it) goes into the sigcontext;
 *                      the preserved registers stay in the registers, where
 *                      the handler's own calling convention keeps them.
 *   SIGNAL_FULL_STATE  the canonical way: the preserved registers are saved
 *                      on the kernel stack (switch_stack), copied to the
 *                      sigcontext, copied back to the kernel stack by
 *                      sigreturn and restored from there: the four moves of
 *                      the paper's Figure 4.
 *
 * deliver_signal runs where the break path (syscall/break_syscall.S) is
 * about to return to user mode: kernel sp r12 with pt_regs at r12 + 16,
 * r13 = current task, bank 1, the system call's results in r8-r11 and the
 * user's frame still current. It picks the lowest pending unblocked signal,
 * builds the frame (siginfo + sigcontext) on the signal stack, covers the
 * interrupted frame and rewrites pt_regs so that break_exit's rfi enters
 * the trampoline in the gate page with an empty register frame, the
 * handler's descriptor in r2 and its three arguments in r3, r14, r15.
 * sys_rt_sigreturn (reached through the break path's table) undoes it.
 * Kernel code: faults here are the kernel's to handle (copy to user).
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

#define cur	r13		/* the break path's kernel tp: current task */

#define pNone	p6
#define pOn	p7
#define pIn	p8
#define pBad	p9
#define pBad2	p10
#define pBad3	p11
#define pRi	p12

#ifdef SIGNAL_FULL_STATE
#define SC_FLAGS_VALUE	SC_FLAG_FULL
#else
#define SC_FLAGS_VALUE	0
#endif

	.vregpool r2-r3, r14-r31

	.section .text.kernel, "ax"
	.align 32
	.global deliver_signal
	.proc deliver_signal
deliver_signal:
	.unlikely break_exit
	.vreg pt, ppend, pblk, pend, blk, dlv, bit, idx, sa, sa3, fd, saflags, samask
	.vreg signo, paltb, palts, altb, alts, usp, pusp, uoff, usp2, frame, si, sc
	.vreg t0, t1, t2, t3, ifs, bsp, krbs, nloadrs, pipsr, piip, ipsr, iip, ri
	.vreg e0, e1, e2, e3, feml, eml, g1, g2, g3, g12, g13, g14, g15, ptr1, ptr2, nat
	.vreg ca0, cb0, cv0, ca1, cb1, cv1, ca2, cb2, cv2, ca3, cb3, cv3, ca4, cb4, cv4, ca5, cb5, cv5, ca6, cb6, cv6, ca7, cb7, cv7, ca8, cb8, cv8, ca9, cb9, cv9, ca10, cb10, cv10
#ifdef SIGNAL_FULL_STATE
	.vreg sw, sw0, sw1, swr, swu, swb, swunat, s4, s5, s6, s7, bb1, bb2, bb3, bb4, bb5, lc
	.vreg sc0, sc1, scb
#endif
	adds	pt = 16, r12
	adds	ppend = TASK_SIGPENDING, cur
	adds	pblk = TASK_SIGBLOCKED, cur
	ld8	pend = [ppend]
	ld8	blk = [pblk]
	andcm	dlv = pend, blk
	cmp.eq	pNone, p0 = dlv, r0
(pNone)	br.cond.spnt.few break_exit		// nothing deliverable after all
	// The lowest deliverable signal: isolate the bit, count the zeros below.
	sub	bit = r0, dlv
	and	bit = dlv, bit
	adds	idx = -1, bit
	popcnt	idx = idx			// signo - 1
	andcm	pend = pend, bit
	adds	sa = TASK_SIGACTION, cur
	ld8	sa = [sa]
	shladd	sa3 = idx, 1, idx		// SA_SIZE = 24 = 3 * 8
	shladd	sa = sa3, 3, sa
	ld8	fd = [sa], SA_FLAGS - SA_HANDLER
	ld8	saflags = [sa], SA_MASK - SA_FLAGS
	ld8	samask = [sa]
	st8	[ppend] = pend
	or	samask = samask, bit		// the signal itself stays blocked in its handler
	or	samask = samask, blk
	st8	[pblk] = samask
	adds	signo = 1, idx

	// The stack: the alternate one if asked for, set up and not in use yet.
	adds	paltb = TASK_SIGALTSTACK, cur
	adds	palts = TASK_SIGALTSIZE, cur
	adds	pusp = PT_R12, pt
	ld8	altb = [paltb]
	ld8	alts = [palts]
	ld8	usp = [pusp]			// the value even if NaT: a bad sp faults below
	tbit.nz	pOn, p0 = saflags, SA_ONSTACK_BIT
	cmp.ne.and pOn, p0 = altb, r0
	sub	uoff = usp, altb
	cmp.ltu	pIn, p0 = uoff, alts		// already running on it
(pIn)	cmp.ne	pOn, p0 = r0, r0
	mov	usp2 = usp
(pOn)	add	usp2 = altb, alts
	adds	frame = -SIGFRAME_SIZE, usp2
	and	frame = -16, frame
	adds	si = SF_SIGINFO, frame
	adds	sc = SF_SC, frame
	adds	usp2 = -16, frame		// the handler's sp: the ABI's scratch area below the frame

	// siginfo
	adds	t0 = SI_ERRNO, si
	adds	t1 = SI_CODE, si
	adds	t2 = SI_PID, si
	adds	t3 = TASK_TGID, cur
	st4	[si] = signo
	st4	[t0] = r0
	mov	t0 = SI_USER
	ld4	t3 = [t3]
	st4	[t1] = t0
	st4	[t2] = t3

	// The interrupted frame becomes part of the stack (cover, psr.ic off
	// for the three instructions that need it), so that the trampoline
	// starts with a fresh, empty frame and sigreturn can bring it back.
	rsm	psr.i | psr.ic
	srlz.d
	cover
	mov	ifs = cr.ifs
	ssm	psr.ic
	srlz.d
	mov	bsp = ar.bsp
	adds	krbs = TASK_KRBS, cur
	sub	nloadrs = bsp, krbs
	dep.z	nloadrs = nloadrs, RSC_LOADRS_SHIFT, RSC_LOADRS_BITS
	adds	t0 = PT_LOADRS, pt
	adds	t1 = SC_CFM, sc
	st8	[t0] = nloadrs
	st8	[t1] = ifs

	// sigcontext, scratch part: where to resume, then the ARs/BRs/PRs.
	adds	pipsr = PT_CR_IPSR, pt
	adds	piip = PT_CR_IIP, pt
	ld8	ipsr = [pipsr]
	ld8	iip = [piip]
	adds	t0 = SC_IP, sc
	adds	t1 = SC_PSR, sc
	adds	t2 = SC_FLAGS, sc
	adds	t3 = SC_MASK, sc
	extr.u	ri = ipsr, IPSR_RI_SHIFT, 2
	or	iip = iip, ri
	st8	[t0] = iip
	st8	[t1] = ipsr
	mov	t0 = SC_FLAGS_VALUE
	st8	[t2] = t0
	st8	[t3] = blk
	// pt_regs for the way out: the trampoline, slot 0, an empty frame.
	movl	e1 = sigtramp
	movl	e2 = 1 << IFS_V_BIT		// valid, size 0
	dep	ipsr = 0, ipsr, IPSR_RI_SHIFT, 2
	adds	e3 = PT_CR_IFS, pt
	st8	[piip] = e1
	st8	[pipsr] = ipsr
	st8	[e3] = e2
	adds	ca0 = PT_AR_RSC, pt
	adds	cb0 = SC_RSC, sc
	ld8	cv0 = [ca0]
	st8	[cb0] = cv0		// rsc
	adds	ca1 = PT_AR_BSPSTORE, pt
	adds	cb1 = SC_BSP, sc
	ld8	cv1 = [ca1]
	st8	[cb1] = cv1		// bspstore (informational)
	adds	ca2 = PT_AR_RNAT, pt
	adds	cb2 = SC_RNAT, sc
	ld8	cv2 = [ca2]
	st8	[cb2] = cv2		// rnat
	adds	ca3 = PT_AR_UNAT, pt
	adds	cb3 = SC_UNAT, sc
	ld8	cv3 = [ca3]
	st8	[cb3] = cv3		// unat
	adds	ca4 = PT_AR_FPSR, pt
	adds	cb4 = SC_FPSR, sc
	ld8	cv4 = [ca4]
	st8	[cb4] = cv4		// fpsr
	adds	ca5 = PT_AR_PFS, pt
	adds	cb5 = SC_PFS, sc
	ld8	cv5 = [ca5]
	st8	[cb5] = cv5		// pfs
	adds	ca6 = PT_PR, pt
	adds	cb6 = SC_PR, sc
	ld8	cv6 = [ca6]
	st8	[cb6] = cv6		// pr
	adds	ca7 = PT_B0, pt
	adds	cb7 = SC_B0, sc
	ld8	cv7 = [ca7]
	st8	[cb7] = cv7		// b0
	adds	ca8 = PT_B6, pt
	adds	cb8 = SC_B6, sc
	ld8	cv8 = [ca8]
	st8	[cb8] = cv8		// b6
	adds	ca9 = PT_B7, pt
	adds	cb9 = SC_B7, sc
	ld8	cv9 = [ca9]
	st8	[cb9] = cv9		// b7
	adds	ca10 = PT_AR_CCV, pt
	adds	cb10 = SC_CCV, sc
	ld8	cv10 = [ca10]
	st8	[cb10] = cv10		// ccv

#ifdef SIGNAL_FULL_STATE
	// Canonical: the preserved registers to the kernel stack first
	// (switch_stack below pt_regs; sp moves down over it) ...
	adds	r12 = -SW_SIZE, r12
	adds	sw = -SW_SIZE, pt
	adds	sw0 = SW_FR - SW_SIZE, pt
	adds	sw1 = SW_FR + 16 - SW_SIZE, pt
	stf.spill [sw0] = f2, 32
	stf.spill [sw1] = f3, 32
	stf.spill [sw0] = f4, 32
	stf.spill [sw1] = f5, 32
	stf.spill [sw0] = f16, 32
	stf.spill [sw1] = f17, 32
	stf.spill [sw0] = f18, 32
	stf.spill [sw1] = f19, 32
	stf.spill [sw0] = f20, 32
	stf.spill [sw1] = f21, 32
	stf.spill [sw0] = f22, 32
	stf.spill [sw1] = f23, 32
	stf.spill [sw0] = f24, 32
	stf.spill [sw1] = f25, 32
	stf.spill [sw0] = f26, 32
	stf.spill [sw1] = f27, 32
	stf.spill [sw0] = f28, 32
	stf.spill [sw1] = f29, 32
	stf.spill [sw0] = f30, 32
	stf.spill [sw1] = f31, 32
	adds	swr = SW_R4, sw
	st8.spill [swr] = r4, 8
	st8.spill [swr] = r5, 8
	st8.spill [swr] = r6, 8
	st8.spill [swr] = r7
	adds	swu = SW_UNAT, sw
	mov	swunat = ar.unat
	adds	swb = SW_B1, sw
	st8	[swu] = swunat
	mov	bb1 = b1
	mov	bb2 = b2
	mov	bb3 = b3
	mov	bb4 = b4
	mov	bb5 = b5
	mov	lc = ar.lc
	st8	[swb] = bb1, 8
	st8	[swb] = bb2, 8
	st8	[swb] = bb3, 8
	st8	[swb] = bb4, 8
	st8	[swb] = bb5, 8
	st8	[swb] = lc
	// ... then from there to the sigcontext, through f6-f15 (scratch
	// across system calls, and delivery happens at a system call's exit).
	adds	sw0 = SW_FR, sw
	adds	sw1 = SW_FR + 16, sw
	adds	sc0 = SC_FR, sc
	adds	sc1 = SC_FR + 16, sc
	ldf.fill f6 = [sw0], 32
	ldf.fill f7 = [sw1], 32
	ldf.fill f8 = [sw0], 32
	ldf.fill f9 = [sw1], 32
	ldf.fill f10 = [sw0], 32
	ldf.fill f11 = [sw1], 32
	ldf.fill f12 = [sw0], 32
	ldf.fill f13 = [sw1], 32
	ldf.fill f14 = [sw0], 32
	ldf.fill f15 = [sw1], 32
	stf.spill [sc0] = f6, 32	// f2
	stf.spill [sc1] = f7, 32	// f3
	stf.spill [sc0] = f8, 32	// f4
	stf.spill [sc1] = f9, 32	// f5
	stf.spill [sc0] = f10, 32	// f16
	stf.spill [sc1] = f11, 32	// f17
	stf.spill [sc0] = f12, 32	// f18
	stf.spill [sc1] = f13, 32	// f19
	stf.spill [sc0] = f14, 32	// f20
	stf.spill [sc1] = f15, 32	// f21
	ldf.fill f6 = [sw0], 32
	ldf.fill f7 = [sw1], 32
	ldf.fill f8 = [sw0], 32
	ldf.fill f9 = [sw1], 32
	ldf.fill f10 = [sw0], 32
	ldf.fill f11 = [sw1], 32
	ldf.fill f12 = [sw0], 32
	ldf.fill f13 = [sw1], 32
	ldf.fill f14 = [sw0], 32
	ldf.fill f15 = [sw1], 32
	stf.spill [sc0] = f6, 32	// f22
	stf.spill [sc1] = f7, 32	// f23
	stf.spill [sc0] = f8, 32	// f24
	stf.spill [sc1] = f9, 32	// f25
	stf.spill [sc0] = f10, 32	// f26
	stf.spill [sc1] = f11, 32	// f27
	stf.spill [sc0] = f12, 32	// f28
	stf.spill [sc1] = f13, 32	// f29
	stf.spill [sc0] = f14, 32	// f30
	stf.spill [sc1] = f15, 32	// f31
	adds	swb = SW_B1, sw
	adds	scb = SC_B1, sc
	ld8	bb1 = [swb], 8
	ld8	bb2 = [swb], 8
	ld8	bb3 = [swb], 8
	ld8	bb4 = [swb], 8
	ld8	bb5 = [swb], 8
	ld8	lc = [swb]
	st8	[scb] = bb1, 8
	st8	[scb] = bb2, 8
	st8	[scb] = bb3, 8
	st8	[scb] = bb4, 8
	st8	[scb] = bb5, 8
	st8	[scb] = lc
#endif

	// General registers keep their NaT bits: fill everything first (the
	// pt_regs NaT bits in ar.unat), then spill everything into the
	// sigcontext with a clean ar.unat and record what it collected.
	adds	feml = PT_EML_UNAT, pt
	ld8	eml = [feml]
	adds	ptr1 = PT_R1, pt
	adds	ptr2 = PT_R2, pt
	mov	ar.unat = eml
	ld8.fill g1 = [ptr1], PT_R12 - PT_R1
	ld8.fill g2 = [ptr2], PT_R3 - PT_R2
	ld8.fill g12 = [ptr1], PT_R13 - PT_R12
	ld8.fill g3 = [ptr2], PT_R14 - PT_R3
	ld8.fill g13 = [ptr1], PT_R15 - PT_R13
	ld8.fill g14 = [ptr2]
	ld8.fill g15 = [ptr1]
	mov	ar.unat = r0
	adds	ptr1 = SC_R1, sc
	adds	ptr2 = SC_R2, sc
	st8.spill [ptr1] = g1, SC_R3 - SC_R1
	st8.spill [ptr2] = g2, SC_R8 - SC_R2
	st8.spill [ptr1] = g3, SC_R9 - SC_R3
	st8.spill [ptr2] = r8, SC_R10 - SC_R8
	st8.spill [ptr1] = r9, SC_R11 - SC_R9
	st8.spill [ptr2] = r10, SC_R12 - SC_R10
	st8.spill [ptr1] = r11, SC_R13 - SC_R11
	st8.spill [ptr2] = g12, SC_R14 - SC_R12
	st8.spill [ptr1] = g13, SC_R15 - SC_R13
	st8.spill [ptr2] = g14
	st8.spill [ptr1] = g15
	mov	nat = ar.unat
#ifdef SIGNAL_FULL_STATE
	// r4-r7 from the switch_stack with its NaT bits, into the sigcontext
	// adding theirs to what the scratch spills collected.
	adds	swr = SW_R4, sw
	mov	ar.unat = swunat
	ld8.fill s4 = [swr], 8
	ld8.fill s5 = [swr], 8
	ld8.fill s6 = [swr], 8
	ld8.fill s7 = [swr]
	mov	ar.unat = nat
	adds	ptr1 = SC_R4, sc
	st8.spill [ptr1] = s4, 8
	st8.spill [ptr1] = s5, 8
	st8.spill [ptr1] = s6, 8
	st8.spill [ptr1] = s7
	mov	nat = ar.unat
	adds	r12 = SW_SIZE, r12		// the switch_stack is done with
#endif
	adds	e0 = SC_NAT, sc
	st8	[e0] = nat

	// The trampoline's stack and inputs, spilled into pt_regs with its NaT
	// bits loaded, so that only the slots written here change in them.
	mov	ar.unat = eml
	adds	ptr1 = PT_R12, pt
	adds	ptr2 = PT_R2, pt
	st8.spill [ptr1] = usp2
	st8.spill [ptr2] = fd, PT_R3 - PT_R2
	st8.spill [ptr2] = signo, PT_R14 - PT_R3
	adds	ptr1 = PT_R15, pt
	st8.spill [ptr2] = si
	st8.spill [ptr1] = sc
	mov	eml = ar.unat
	st8	[feml] = eml
	br.cond.sptk.few break_exit
	.endp deliver_signal

/*
 * rt_sigreturn: the trampoline's break after the handler returned. The
 * user sp is back at the frame's scratch area, so the sigcontext is at
 * pt_regs.r12 + 16 + SF_SC. Everything the user may have changed is
 * checked or masked: the resume point stays in user mode, rsc keeps pl 3,
 * psr takes only the user mask, the frame marker only its 38 bits.
 * bspstore and rnat are not taken back (Linux does not either): the
 * register stack has moved on and rfi brings the covered frame back.
 */
	.global sys_rt_sigreturn
	.proc sys_rt_sigreturn
sys_rt_sigreturn:
	.unlikely sigreturn_bad
	.vreg rpt, rusp, rsc_, rhi, rmis, rip, rpsr, ripsr, rri, rcfm, rrsc, rmask, rpblk
	.vreg qa, qb, qc, qd, rnat_, reml, rf1, rf2, rg1, rg2, rg3, rg12, rg13, rg14, rg15
	.vreg xa0, xb0, xv0, xa1, xb1, xv1, xa2, xb2, xv2, xa3, xb3, xv3, xa4, xb4, xv4, xa5, xb5, xv5, xa6, xb6, xv6, xa7, xb7, xv7
	.vreg cfsof, cfsol, cfsor
#ifdef SIGNAL_FULL_STATE
	.vreg rsw, rsw0, rsw1, rsc0, rsc1, rswr, rswu, rswb, rscb, rs4, rs5, rs6, rs7
	.vreg rb1, rb2, rb3, rb4, rb5, rlc, rswunat
#endif
	adds	rpt = 16, r12
	adds	rusp = PT_R12, rpt
	ld8	rusp = [rusp]
	adds	rsc_ = 16 + SF_SC, rusp
	shr.u	rhi = rsc_, USER_REGION_SHIFT
	and	rmis = 15, rsc_
	cmp.ne	pBad, p0 = rhi, r0
	cmp.ne.or pBad, p0 = rmis, r0
(pBad)	br.cond.spnt.few sigreturn_bad
#define sc	rsc_
#define pt	rpt
	// Where to resume and with which user mask and frame.
	adds	qa = SC_IP, sc
	adds	qb = SC_PSR, sc
	adds	qc = PT_CR_IPSR, pt
	adds	qd = SC_CFM, sc
	ld8	rip = [qa]
	ld8	rpsr = [qb]
	ld8	ripsr = [qc]
	ld8	rcfm = [qd]
	and	rri = 3, rip
	and	rip = -16, rip
	cmp.eq	pRi, p0 = 3, rri		// slot 3 does not exist
	// The frame marker must describe a frame rfi can restore: a bad one
	// would fault in the kernel's own rfi.
	extr.u	cfsof = rcfm, 0, 7
	extr.u	cfsol = rcfm, 7, 7
	extr.u	cfsor = rcfm, 14, 4
	cmp.ltu	pBad, p0 = 96, cfsof
	cmp.ltu	pBad2, p0 = cfsof, cfsol
	shladd	cfsor = cfsor, 3, r0		// sor counts groups of 8
	cmp.ltu	pBad3, p0 = cfsof, cfsor
(pRi)	br.cond.spnt.few sigreturn_bad
(pBad)	br.cond.spnt.few sigreturn_bad
(pBad2)	br.cond.spnt.few sigreturn_bad
(pBad3)	br.cond.spnt.few sigreturn_bad
	dep	ripsr = rri, ripsr, IPSR_RI_SHIFT, 2
	dep	ripsr = rpsr, ripsr, 0, PSR_UM_BITS
	extr.u	rcfm = rcfm, 0, 38
	dep	rcfm = -1, rcfm, IFS_V_BIT, 1	// rfi restores the covered frame
	st8	[qc] = ripsr
	adds	qa = PT_CR_IIP, pt
	adds	qb = PT_CR_IFS, pt
	st8	[qa] = rip
	st8	[qb] = rcfm
	adds	qa = SC_RSC, sc
	adds	qb = PT_AR_RSC, pt
	ld8	rrsc = [qa]
	dep	rrsc = -1, rrsc, RSC_PL_SHIFT, 2	// user privilege for the RSE, always
	dep	rrsc = 0, rrsc, RSC_LOADRS_SHIFT, RSC_LOADRS_BITS
	st8	[qb] = rrsc
	adds	qa = SC_MASK, sc
	adds	rpblk = TASK_SIGBLOCKED, cur
	ld8	rmask = [qa]
	st8	[rpblk] = rmask
	adds	xa0 = SC_UNAT, sc
	adds	xb0 = PT_AR_UNAT, pt
	ld8	xv0 = [xa0]
	st8	[xb0] = xv0		// unat
	adds	xa1 = SC_FPSR, sc
	adds	xb1 = PT_AR_FPSR, pt
	ld8	xv1 = [xa1]
	st8	[xb1] = xv1		// fpsr
	adds	xa2 = SC_PFS, sc
	adds	xb2 = PT_AR_PFS, pt
	ld8	xv2 = [xa2]
	st8	[xb2] = xv2		// pfs
	adds	xa3 = SC_PR, sc
	adds	xb3 = PT_PR, pt
	ld8	xv3 = [xa3]
	st8	[xb3] = xv3		// pr
	adds	xa4 = SC_B0, sc
	adds	xb4 = PT_B0, pt
	ld8	xv4 = [xa4]
	st8	[xb4] = xv4		// b0
	adds	xa5 = SC_B6, sc
	adds	xb5 = PT_B6, pt
	ld8	xv5 = [xa5]
	st8	[xb5] = xv5		// b6
	adds	xa6 = SC_B7, sc
	adds	xb6 = PT_B7, pt
	ld8	xv6 = [xa6]
	st8	[xb6] = xv6		// b7
	adds	xa7 = SC_CCV, sc
	adds	xb7 = PT_AR_CCV, pt
	ld8	xv7 = [xa7]
	st8	[xb7] = xv7		// ccv

	// General registers: fill from the sigcontext with its NaT bits,
	// then spill into pt_regs with pt_regs' own; r8-r11 travel back in
	// registers, through the dispatcher, like any system call's results.
	adds	qa = SC_NAT, sc
	adds	qb = PT_EML_UNAT, pt
	ld8	rnat_ = [qa]
	ld8	reml = [qb]
	adds	rf1 = SC_R1, sc
	adds	rf2 = SC_R2, sc
	mov	ar.unat = rnat_
	ld8.fill rg1 = [rf1], SC_R3 - SC_R1
	ld8.fill rg2 = [rf2], SC_R8 - SC_R2
	ld8.fill rg3 = [rf1], SC_R9 - SC_R3
	ld8.fill r8 = [rf2], SC_R10 - SC_R8
	ld8.fill r9 = [rf1], SC_R11 - SC_R9
	ld8.fill r10 = [rf2], SC_R12 - SC_R10
	ld8.fill r11 = [rf1], SC_R13 - SC_R11
	ld8.fill rg12 = [rf2], SC_R14 - SC_R12
	ld8.fill rg13 = [rf1], SC_R15 - SC_R13
	ld8.fill rg14 = [rf2]
	ld8.fill rg15 = [rf1]
#ifdef SIGNAL_FULL_STATE
	adds	rswr = SC_R4, sc
	ld8.fill rs4 = [rswr], 8
	ld8.fill rs5 = [rswr], 8
	ld8.fill rs6 = [rswr], 8
	ld8.fill rs7 = [rswr]
#endif
	mov	ar.unat = reml
	adds	rf1 = PT_R1, pt
	adds	rf2 = PT_R2, pt
	st8.spill [rf1] = rg1, PT_R12 - PT_R1
	st8.spill [rf2] = rg2, PT_R3 - PT_R2
	st8.spill [rf1] = rg12, PT_R13 - PT_R12
	st8.spill [rf2] = rg3, PT_R14 - PT_R3
	st8.spill [rf1] = rg13, PT_R15 - PT_R13
	st8.spill [rf2] = rg14
	st8.spill [rf1] = rg15
	mov	reml = ar.unat
	st8	[qb] = reml
#ifdef SIGNAL_FULL_STATE
	// Canonical: the preserved registers go back to the kernel stack
	// (switch_stack) and are restored from there.
	adds	r12 = -SW_SIZE, r12
	adds	rsw = -SW_SIZE, pt
	mov	ar.unat = r0
	adds	rswr = SW_R4, rsw
	st8.spill [rswr] = rs4, 8
	st8.spill [rswr] = rs5, 8
	st8.spill [rswr] = rs6, 8
	st8.spill [rswr] = rs7
	adds	rswu = SW_UNAT, rsw
	mov	rswunat = ar.unat
	st8	[rswu] = rswunat
	adds	rsw0 = SW_FR, rsw
	adds	rsw1 = SW_FR + 16, rsw
	adds	rsc0 = SC_FR, sc
	adds	rsc1 = SC_FR + 16, sc
	ldf.fill f6 = [rsc0], 32
	ldf.fill f7 = [rsc1], 32
	ldf.fill f8 = [rsc0], 32
	ldf.fill f9 = [rsc1], 32
	ldf.fill f10 = [rsc0], 32
	ldf.fill f11 = [rsc1], 32
	ldf.fill f12 = [rsc0], 32
	ldf.fill f13 = [rsc1], 32
	ldf.fill f14 = [rsc0], 32
	ldf.fill f15 = [rsc1], 32
	stf.spill [rsw0] = f6, 32	// f2
	stf.spill [rsw1] = f7, 32	// f3
	stf.spill [rsw0] = f8, 32	// f4
	stf.spill [rsw1] = f9, 32	// f5
	stf.spill [rsw0] = f10, 32	// f16
	stf.spill [rsw1] = f11, 32	// f17
	stf.spill [rsw0] = f12, 32	// f18
	stf.spill [rsw1] = f13, 32	// f19
	stf.spill [rsw0] = f14, 32	// f20
	stf.spill [rsw1] = f15, 32	// f21
	ldf.fill f6 = [rsc0], 32
	ldf.fill f7 = [rsc1], 32
	ldf.fill f8 = [rsc0], 32
	ldf.fill f9 = [rsc1], 32
	ldf.fill f10 = [rsc0], 32
	ldf.fill f11 = [rsc1], 32
	ldf.fill f12 = [rsc0], 32
	ldf.fill f13 = [rsc1], 32
	ldf.fill f14 = [rsc0], 32
	ldf.fill f15 = [rsc1], 32
	stf.spill [rsw0] = f6, 32	// f22
	stf.spill [rsw1] = f7, 32	// f23
	stf.spill [rsw0] = f8, 32	// f24
	stf.spill [rsw1] = f9, 32	// f25
	stf.spill [rsw0] = f10, 32	// f26
	stf.spill [rsw1] = f11, 32	// f27
	stf.spill [rsw0] = f12, 32	// f28
	stf.spill [rsw1] = f13, 32	// f29
	stf.spill [rsw0] = f14, 32	// f30
	stf.spill [rsw1] = f15, 32	// f31
	adds	rscb = SC_B1, sc
	adds	rswb = SW_B1, rsw
	ld8	rb1 = [rscb], 8
	ld8	rb2 = [rscb], 8
	ld8	rb3 = [rscb], 8
	ld8	rb4 = [rscb], 8
	ld8	rb5 = [rscb], 8
	ld8	rlc = [rscb]
	st8	[rswb] = rb1, 8
	st8	[rswb] = rb2, 8
	st8	[rswb] = rb3, 8
	st8	[rswb] = rb4, 8
	st8	[rswb] = rb5, 8
	st8	[rswb] = rlc
	// ... and from the switch_stack into the registers.
	adds	rsw0 = SW_FR, rsw
	adds	rsw1 = SW_FR + 16, rsw
	ldf.fill f2 = [rsw0], 32
	ldf.fill f3 = [rsw1], 32
	ldf.fill f4 = [rsw0], 32
	ldf.fill f5 = [rsw1], 32
	ldf.fill f16 = [rsw0], 32
	ldf.fill f17 = [rsw1], 32
	ldf.fill f18 = [rsw0], 32
	ldf.fill f19 = [rsw1], 32
	ldf.fill f20 = [rsw0], 32
	ldf.fill f21 = [rsw1], 32
	ldf.fill f22 = [rsw0], 32
	ldf.fill f23 = [rsw1], 32
	ldf.fill f24 = [rsw0], 32
	ldf.fill f25 = [rsw1], 32
	ldf.fill f26 = [rsw0], 32
	ldf.fill f27 = [rsw1], 32
	ldf.fill f28 = [rsw0], 32
	ldf.fill f29 = [rsw1], 32
	ldf.fill f30 = [rsw0], 32
	ldf.fill f31 = [rsw1], 32
	adds	rswb = SW_B1, rsw
	ld8	rb1 = [rswb], 8
	ld8	rb2 = [rswb], 8
	ld8	rb3 = [rswb], 8
	ld8	rb4 = [rswb], 8
	ld8	rb5 = [rswb], 8
	ld8	rlc = [rswb]
	mov	b1 = rb1
	mov	b2 = rb2
	mov	b3 = rb3
	mov	b4 = rb4
	mov	b5 = rb5
	mov	ar.lc = rlc
	ld8	rswunat = [rswu]
	adds	rswr = SW_R4, rsw
	mov	ar.unat = rswunat
	ld8.fill r4 = [rswr], 8
	ld8.fill r5 = [rswr], 8
	ld8.fill r6 = [rswr], 8
	ld8.fill r7 = [rswr]
	adds	r12 = SW_SIZE, r12
#endif
#undef sc
#undef pt
	br.ret.sptk.many b0		// to the dispatcher, then break_exit and rfi

sigreturn_bad:
	break.m	BREAK_SIGNAL_BAD	// a forged frame: the process gets SIGSEGV (not modelled)
	.endp sys_rt_sigreturn

/*
 * The trampoline in the gate page (user mode, PL3: no epc here). rfi enters
 * it with an empty frame; the handler gets a fresh frame through br.call.
 * r2 = the handler's function descriptor, r3 = signo, r14 = &siginfo,
 * r15 = &sigcontext.
 */
	.section .text.gate, "ax"
	.align 32
	.global sigtramp
	.proc sigtramp
sigtramp:
	alloc	r16 = ar.pfs, 0, 0, 3, 0
	ld8	r17 = [r2], 8			// entry
	mov	out0 = r3
	mov	out1 = r14
	mov	out2 = r15
	ld8	r1 = [r2]			// the handler's gp
	mov	b6 = r17
	br.call.sptk.many b0 = b6
	mov	r15 = NR_sigreturn
	break.i	BREAK_SYSCALL
	.endp sigtramp
