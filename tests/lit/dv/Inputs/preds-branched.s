// A conditional branch not taken leaves its predicate false, and every
// predicate implying it while the implication lasts: GNU as checks no
// later use under such a predicate (gas/dv-imply.s). Relations also come
// from the closure of .pred.rel.imply (transitive, and mutexes carried over).
	.pred.rel.imply p1, p2
	mov r4 = 2
(p2)	br.cond.sptk L
(p1)	mov r4 = 7
L:
//---
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.ne.and p1, p2 = r5, r6
(p1)	mov r4 = 2
L:
//---
// a normal compare writing p1 ends the implication
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.ne p1, p2 = r5, r6
(p1)	mov r4 = 2
L:
//---
// or-type writes of the source end it, of the target do not
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.ne.or p3, p4 = r2, r3
	;;
	mov r4 = 3
(p1)	mov r4 = 2
	cmp.ne.or p1, p4 = r2, r3
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// and-type writes of the target end it
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.ne.and p4, p3 = r2, r3
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// the implication must hold at the branch
(p3)	br.cond.sptk L
	;;
	.pred.rel.imply p1, p3
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// only the later use is exempt
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
(p1)	mov r4 = 2
	mov r4 = 3
L:
//---
// calls, counted and modulo-scheduled branches and chk do not count
	.pred.rel.imply p1, p3
(p3)	br.call.sptk b0 = L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
	;;
(p3)	chk.s r2, L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
	;;
(p3)	br.wtop.sptk L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// returns and indirect or long branches do
	.pred.rel.imply p1, p3
	.pred.rel.imply p5, p6
	.pred.rel.imply p7, p8
(p3)	br.ret.sptk b0
(p6)	br.cond.sptk b6
(p8)	brl.cond.sptk L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
(p5)	mov r4 = 2
(p7)	mov r4 = 2
L:
//---
// rfi and br.ret keep the relations, br.ia and unconditional branches do not
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	rfi
	;;
	mov r4 = 3
(p1)	mov r4 = 2
	br.ret.sptk b0
	;;
	mov r4 = 3
(p1)	mov r4 = 2
	br.ia.sptk b0
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
	.pred.rel.mutex p1, p2
	rfi
	;;
(p1)	mov r4 = 3
(p2)	mov r4 = 2
	br.sptk L
	;;
(p1)	mov r4 = 3
(p2)	mov r4 = 2
L:
//---
// labels: the implication must date from the earlier use's path
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
M:
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
	.pred.rel.imply p1, p3
N:
(p3)	br.cond.sptk L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	mov r4 = 3
K:
(p1)	mov r4 = 2
L:
//---
// closure of .pred.rel.imply
	.pred.rel.imply p1, p3
	.pred.rel.imply p3, p5
(p5)	br.cond.sptk L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
	.pred.rel.imply p3, p5
	.pred.rel.imply p1, p3
(p5)	br.cond.sptk L
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
	.pred.rel.mutex p2, p4
	.pred.rel.imply p1, p2
(p1)	mov r4 = 3
(p4)	mov r4 = 2
//---
	(p3) cmp.eq.unc p1, p2 = r1, r2
	.pred.rel.imply p3, p5
	;;
(p1)	mov r4 = 3
(p5)	br.cond.sptk L
	mov r4 = 2
L:
//---
// GAP: deliberate. GNU as keeps the implication when `mov pr=` rewrites its
// source (p1 may be true now): we drop it and report the WAW.
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	mov pr = r2, 0x2
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// GAP: deliberate. GNU as exempts a `.unc` compare under the dead predicate,
// but it writes its targets (zeros) when the predicate is false (note 11).
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.eq p5, p6 = r1, r2
(p1)	cmp.eq.unc p5, p6 = r3, r4
L:
//---
// GAP: deliberate. GNU as keeps the implication across an or-type write of
// its source through `.or.andcm` (p1 may be set): we drop it.
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	cmp.ne.or.andcm p1, p4 = r2, r3
	;;
	mov r4 = 3
(p1)	mov r4 = 2
L:
//---
// GAP: deliberate. `.pred.rel.clear p3` leaves GNU as's p1 -> p3 (and its
// branch) in place; we forget every relation of a cleared predicate.
	.pred.rel.imply p1, p3
(p3)	br.cond.sptk L
	;;
	.pred.rel.clear p3
	mov r4 = 3
(p1)	mov r4 = 2
L:
