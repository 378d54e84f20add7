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
//---
	(p1) tbit.z.unc p2,p1=r1,3
	(p2) mov r3=r4
//---
	(p1) cmp.eq.unc p2,p1=r1,r3
	(p2) mov r3=r4
//---
	(p1) cmp.eq p2,p1=r1,r3
	(p2) mov r3=r4
//---
	(p1) cmp.eq.unc p2,p3=r1,r3
	mov r3=pr
//---
	(p2) ld8 r3=[r16]
	(p2) br.call.sptk b0=1f
	cmp.ne p6,p7=r3,r1
1:
//---
	(p2) ld8 r3=[r16]
	(p3) br.cond.sptk 1f
	(p2) add r4=r3,r0
1:
//---
	.pred.rel "imply", p2, p3
	(p2) ld8 r3=[r16]
	(p3) br.cond.sptk 1f
	add r4=r3,r0
1:
//---
	mov r3=r16
	(p3) br.ret.sptk b0
	add r4=r3,r0
//---
	cmp.eq p1,p2=r5,r6
foo:
	(p1) mov r3=r1
	;;
	(p2) mov r3=r2
	(p1) mov r3=r2
//---
	mov r1=r2
foo:
	add r3=r1,r0
//---
	(p6) cmp.eq.and.orcm p7,p6=r1,r16
	(p6) br.cond.sptk 1f
	(p3) tnat.nz p3,p6=r33
1:
//---
	(p6) cmp.eq.and.orcm p7,p6=r1,r16
	(p6) br.call.sptk b0=1f
	(p3) tnat.nz p3,p6=r33
1:
//---
	(p6) cmp.lt.unc p6,p7=r16,r33
	(p6) br.cond.sptk 1f
	(p1) cmp.eq p6,p2=r33,r3
1:
//---
	(p6) mov r3=r4
	(p6) br.cond.sptk 1f
	(p1) mov r3=r5
1:
