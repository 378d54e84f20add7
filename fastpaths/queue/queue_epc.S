/*
 * OpenVMS-style queue services through epc (seed 001: VAX INSQUE/REMQUE
 * moved from the system-service dispatcher to epc, 34x slower than Alpha
 * down to under 3x). Queues are absolute doubly linked lists of 16-byte
 * aligned entries: forward link at 0, backward link at 8; an empty queue's
 * header points at itself. Like the VAX instructions these are atomic with
 * respect to interrupts on this CPU (psr.i off across the link updates);
 * the interlocked INSQHI family would add the header's interlock bit.
 *
 * Call: in0 = entry (insque: in1 = predecessor), br.call b6 = the gate
 * entry; results in r8 (QS_* status) and, for remque, r9 = the entry.
 * Every user address is checked before it is stored to: NaT-free, region
 * 0, 16-byte aligned, present (a speculative load comes back without NaT)
 * and writable at PL3 (probe.w, safe once the translation is present).
 * Anything else goes to queue_slow, which leaves the work to the system
 * service; nothing here may fault (no kernel stack yet, see fsys.S).
 * The kernel runs with cr.dcr deferring every speculative-load fault.
 */
#include "ia64_sys.h"
#include "linux_ia64.h"

#define pFail	p6
#define pHere1	p8	/* translation present: probe may run */
#define pHere2	p9
#define pHere3	p10
#define pFirst	p11
#define pMore	p12
#define pEmpty	p13

	.vregpool r2-r3, r10-r11, r14-r31

	.section .text.gate, "ax"
	.align 32
	.global queue_insque
	.proc queue_insque
queue_insque:
	.regstk 2, 0, 0, 0
	.unlikely queue_slow
	.vreg ehi, phi, emis, pmis, ew, succ, eok, pok, shi, smis, sw, sok, eb, sb
	epc
	rsm	psr.i			// the four link updates are one operation
	tnat.nz	pFail, p0 = in0
	tnat.nz.or pFail, p0 = in1
	shr.u	ehi = in0, USER_REGION_SHIFT
	shr.u	phi = in1, USER_REGION_SHIFT
	and	emis = Q_ALIGN_MASK, in0
	and	pmis = Q_ALIGN_MASK, in1
	ld8.s	ew = [in0]		// entry present? (a NaT address just gives NaT)
	ld8.s	succ = [in1]		// predecessor present? and its successor
	cmp.ne.or pFail, p0 = ehi, r0
	cmp.ne.or pFail, p0 = phi, r0
	cmp.ne.or pFail, p0 = emis, r0
	cmp.ne.or pFail, p0 = pmis, r0
	cmp.eq.or pFail, p0 = in0, in1
	tnat.z	pHere1, p0 = ew
	tnat.z	pHere2, p0 = succ
	tnat.nz.or pFail, p0 = ew
	tnat.nz.or pFail, p0 = succ
	mov	eok = r0		// "not writable" unless a probe says otherwise
	mov	pok = r0
	mov	sok = r0
(pHere1) probe.w eok = in0, 3
(pHere2) probe.w pok = in1, 3
	// The successor comes from user memory: it gets the same checks.
	shr.u	shi = succ, USER_REGION_SHIFT
	and	smis = Q_ALIGN_MASK, succ
	ld8.s	sw = [succ]
	cmp.ne.or pFail, p0 = shi, r0
	cmp.ne.or pFail, p0 = smis, r0
	tnat.z	pHere3, p0 = sw
	tnat.nz.or pFail, p0 = sw
(pHere3) probe.w sok = succ, 3
	cmp.eq.or pFail, p0 = eok, r0
	cmp.eq.or pFail, p0 = pok, r0
	cmp.eq.or pFail, p0 = sok, r0
(pFail)	br.cond.spnt.few queue_slow

	adds	eb = Q_BLINK, in0
	adds	sb = Q_BLINK, succ
	cmp.eq	pFirst, pMore = succ, in1	// predecessor was alone: header of an empty queue
	.noalias [in0], [in1]		// checked above: entry != predecessor
	st8	[in0] = succ		// entry->flink = succ
	st8	[eb] = in1		// entry->blink = pred
	st8	[sb] = in0		// succ->blink = entry
	st8	[in1] = in0		// pred->flink = entry
(pFirst) mov	r8 = QS_INS_FIRST
(pMore)	mov	r8 = QS_INS_NOTFIRST
	ssm	psr.i
	br.ret.sptk.many b6
	.endp queue_insque

	.global queue_remque
	.proc queue_remque
queue_remque:
	.regstk 1, 0, 0, 0
	.unlikely queue_slow
	.vreg qehi, qemis, qeb, qsucc, qpred, qeok, qshi, qsmis, qphi, qpmis, qsw, qpw, qsok, qpok, qsb
	epc
	rsm	psr.i
	tnat.nz	pFail, p0 = in0
	shr.u	qehi = in0, USER_REGION_SHIFT
	and	qemis = Q_ALIGN_MASK, in0
	adds	qeb = Q_BLINK, in0
	ld8.s	qsucc = [in0]		// entry->flink
	ld8.s	qpred = [qeb]		// entry->blink (same page: 16-byte aligned)
	cmp.ne.or pFail, p0 = qehi, r0
	cmp.ne.or pFail, p0 = qemis, r0
	tnat.z	pHere1, p0 = qsucc
	tnat.nz.or pFail, p0 = qsucc
	tnat.nz.or pFail, p0 = qpred
	mov	qeok = r0		// "not writable" unless a probe says otherwise
	mov	qsok = r0
	mov	qpok = r0
(pHere1) probe.w qeok = in0, 3
	shr.u	qshi = qsucc, USER_REGION_SHIFT
	and	qsmis = Q_ALIGN_MASK, qsucc
	shr.u	qphi = qpred, USER_REGION_SHIFT
	and	qpmis = Q_ALIGN_MASK, qpred
	ld8.s	qsw = [qsucc]
	ld8.s	qpw = [qpred]
	cmp.ne.or pFail, p0 = qshi, r0
	cmp.ne.or pFail, p0 = qsmis, r0
	cmp.ne.or pFail, p0 = qphi, r0
	cmp.ne.or pFail, p0 = qpmis, r0
	tnat.z	pHere2, p0 = qsw
	tnat.z	pHere3, p0 = qpw
	tnat.nz.or pFail, p0 = qsw
	tnat.nz.or pFail, p0 = qpw
(pHere2) probe.w qsok = qsucc, 3
(pHere3) probe.w qpok = qpred, 3
	cmp.eq.or pFail, p0 = qeok, r0
	cmp.eq.or pFail, p0 = qsok, r0
	cmp.eq.or pFail, p0 = qpok, r0
(pFail)	br.cond.spnt.few queue_slow

	cmp.eq	pEmpty, p0 = qsucc, in0		// a header linked to itself: nothing to remove
	cmp.eq	pFirst, pMore = qsucc, qpred	// succ == pred: the entry was the only one
	adds	qsb = Q_BLINK, qsucc
(pEmpty) mov	r8 = QS_REM_EMPTY
(pEmpty) br.cond.spnt.few 1f
	st8	[qpred] = qsucc		// pred->flink = succ
	st8	[qsb] = qpred		// succ->blink = pred
(pFirst) mov	r8 = QS_REM_LAST
(pMore)	mov	r8 = QS_REM_MORE
1:	mov	r9 = in0
	ssm	psr.i
	br.ret.sptk.many b6
	.endp queue_remque

	.proc queue_slow
queue_slow:
	ssm	psr.i
	break.m	BREAK_QUEUE_SLOW	// the system service does it (and raises the access violation)
	.endp queue_slow
