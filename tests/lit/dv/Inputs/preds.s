// Predicate relations: .pred.rel, compare-derived mutex, note 11.
	.pred.rel "mutex", p1, p2
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	.pred.rel "mutex", p1, p2
	(p1) cmp.eq.unc p3,p4=r1,r2
	(p2) cmp.eq.unc p3,p4=r1,r2
//---
	.pred.rel "mutex", p1, p2
	(p1) cmp.eq p3,p4=r1,r2
	(p2) cmp.eq p3,p4=r1,r2
//---
	cmp.eq p1,p2=r5,r6
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	(p5) cmp.eq p1,p2=r5,r6
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	(p5) cmp.eq.unc p1,p2=r5,r6
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	mov r1=r2
	(p3) mov r1=r3
//---
	(p3) mov r1=r2
	(p3) mov r1=r3
//---
	cmp.eq p1,p2=r5,r6
	;;
	(p1) mov r3=r1
	(p2) add r4=r3,r0
//---
	cmp.eq p1,p2=r5,r6
	;;
	br.call.sptk b0=foo
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
foo:
//---
	.pred.safe_across_calls p1-p5
	cmp.eq p1,p2=r5,r6
	;;
	br.call.sptk b0=foo
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
foo:
//---
	// GAP: after a label GNU as reports the WAW without the resource number
	cmp.eq p1,p2=r5,r6
	;;
foo:
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	cmp.eq.or.andcm p1,p2=r5,r6
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	.pred.rel "mutex", p1, p2
	cmp.eq.or p1,p3=r5,r6
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	.pred.rel "mutex", p1, p2
	.pred.rel "clear", p1
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	.pred.rel.mutex p1, p2
	(p1) mov r3=r1
	(p2) mov r3=r2
//---
	cmp.eq p1,p2=r5,r6
	;;
	mov pr=r8,0x2
	;;
	(p1) mov r3=r1
	(p2) mov r3=r2
