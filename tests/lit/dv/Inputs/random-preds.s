// Random predicate-heavy sequences (gen_random.py preds, seed 99).
	(p6) cmp.ne.andcm p2,p2=r2,r1
2:
	(p7) br.cond.sptk 1f
	.pred.safe_across_calls p1-p5
	mov pr=r33,0x1ff
	;;
1:
//---
	(p7) cmp.eq.or.andcm p2,p6=r2,r33
	(p7) fadd f2=f40,f6
	(p2) br.cond.sptk 1f
	.pred.rel.mutex p3,p7
	.pred.safe_across_calls p1-p5
1:
//---
	fclass.m p2,p2=f3,0x20
	mov pr=r2,0x1ff
	(p7) cmp.ne.andcm p1,p1=r1,r2
	(p3) cmp4.ne.and p6,p1=r2,r3
1:
//---
	.pred.rel "imply", p2, p7
	mov r2=pr
	(p6) mov r2=r3
	(p3) cmp.lt.unc p2,p7=r2,r33
	cmp.eq.or p1,p2=r3,r2
	(p3) cmp.eq.orcm p2,p7=r3,r16
	(p2) cmp.eq.or p3,p2=r1,r33
1:
//---
	.pred.rel "mutex", p3, p2
	(p2) mov r16=r16
	(p6) cmp4.ne.and p2,p1=r3,r16
	(p1) tnat.nz p2,p3=r1
	(p7) fcmp.lt.unc p2,p2=f40,f6
1:
//---
	ld8 r16=[r3]
	.pred.rel "imply", p3, p6
	(p2) add r3=r16,r33
	;;
	mov pr=r33,0x1ff
	(p3) cmp.eq.or.andcm p6,p3=r2,r3
1:
//---
	(p7) tnat.nz p2,p2=r3
	(p7) cmp.eq.and.orcm p6,p3=r16,r1
	.pred.safe_across_calls p1-p5
1:
//---
	.pred.rel "imply", p2, p7
	(p3) cmp.eq.or.andcm p3,p6=r16,r33
	(p6) mov r33=pr
	(p1) cmp.eq p1,p3=r1,r33
1:
//---
	(p3) tnat.nz p3,p7=r33
	(p1) cmp.eq.or p6,p6=r2,r3
	(p1) cmp.eq.orcm p6,p6=r16,r33
1:
//---
	;;
2:
	(p6) mov r2=r16
	(p7) st8 [r2]=r1
	(p3) fadd f2=f2,f6
	fcmp.lt.unc p1,p7=f6,f2
	(p3) tbit.z.unc p2,p2=r33,3
	(p3) cmp.lt.unc p1,p3=r33,r2
1:
//---
	(p1) ld8 r1=[r16]
2:
	;;
	(p2) tbit.z.unc p3,p1=r33,3
	(p6) cmp.ne.andcm p3,p7=r1,r1
	(p1) cmp.eq.orcm p7,p1=r1,r33
	(p1) fclass.m p2,p7=f3,0x20
1:
//---
	(p2) mov r16=pr
	;;
	;;
	.pred.rel "clear", p7
	cmp.eq.and.orcm p6,p1=r2,r33
1:
//---
	(p6) cmp4.ne.and p2,p2=r16,r3
2:
	(p6) mov r1=r3
	(p1) cmp.eq p3,p7=r3,r3
	;;
	cmp.lt.unc p3,p2=r33,r3
1:
//---
	mov r3=r33
2:
	;;
	(p2) mov r16=r33
	(p1) cmp.ne.andcm p7,p6=r1,r2
1:
//---
	(p1) br.call.sptk b0=1f
	.pred.rel "mutex", p7, p1
	(p1) cmp.ne.andcm p3,p1=r3,r2
	(p3) cmp.eq.orcm p1,p1=r33,r16
1:
//---
	.pred.safe_across_calls p1-p5
2:
	mov pr=r1,0x1ff
	(p1) cmp.eq.and.orcm p7,p6=r2,r1
	(p1) cmp.ne.andcm p2,p6=r2,r2
	(p2) cmp.ne.andcm p7,p7=r33,r1
1:
//---
2:
2:
	(p3) fadd f2=f3,f6
	(p6) fcmp.lt.unc p6,p2=f2,f2
1:
//---
	(p2) cmp.eq.or.andcm p1,p3=r2,r3
	(p7) tbit.z.unc p1,p7=r33,3
	(p7) fclass.m p1,p2=f6,0x20
1:
//---
	;;
	(p2) cmp.eq.or.andcm p6,p1=r1,r3
2:
	(p3) cmp.eq p3,p3=r16,r2
	cmp.eq p1,p2=r2,r2
	(p2) cmp4.ne.and p1,p6=r1,r16
1:
//---
	(p7) fclass.m p6,p6=f40,0x20
	(p7) tbit.z.unc p3,p3=r1,3
	(p1) cmp4.ne.and p1,p2=r3,r3
1:
//---
	.pred.rel "imply", p7, p7
2:
	(p3) fadd f2=f6,f2
	cmp.eq p3,p6=r16,r16
	(p2) fadd f3=f2,f6
	(p1) cmp4.ne.and p7,p3=r16,r16
	(p6) cmp4.ne.and p1,p1=r33,r1
1:
//---
	;;
	(p3) br.call.sptk b0=1f
	cmp.eq.or p3,p2=r2,r1
	.pred.rel "clear", p3
	;;
	;;
	(p2) cmp.ne.andcm p6,p1=r3,r2
	(p3) mov r1=pr
1:
//---
	(p6) tnat.nz p3,p2=r3
	mov pr=r1,0x1ff
2:
1:
//---
	;;
	(p3) cmp.eq.or.andcm p7,p3=r16,r3
	(p7) cmp.ne.andcm p6,p3=r2,r2
	(p1) fadd f3=f6,f2
2:
	(p1) br.call.sptk b0=1f
1:
//---
	(p7) mov r33=r1
	.pred.rel "mutex", p6, p6
	.pred.rel "mutex", p2, p1
1:
//---
	cmp.eq.orcm p3,p3=r2,r33
	(p1) cmp4.ne.and p7,p1=r3,r1
	(p1) tnat.nz p6,p3=r33
	.pred.rel "imply", p6, p7
1:
//---
	(p2) cmp.eq.orcm p1,p3=r33,r2
	(p7) fadd f40=f40,f3
	(p6) cmp.ne.andcm p7,p7=r3,r1
	.pred.safe_across_calls p1-p5
	(p1) add r1=r1,r33
	(p7) br.cond.sptk 1f
	(p2) cmp.ne.andcm p7,p3=r1,r33
1:
//---
	.pred.rel "imply", p6, p2
	cmp.ne.andcm p1,p6=r16,r16
	(p6) mov r3=r33
	(p3) tbit.z.unc p1,p2=r3,3
	;;
1:
//---
	fclass.m p6,p3=f3,0x20
	(p6) tnat.nz p3,p6=r2
	;;
	(p1) tnat.nz p1,p7=r33
	(p1) cmp.eq.and.orcm p6,p7=r33,r2
1:
//---
	(p7) mov r1=r3
	.pred.rel "clear", p2
	st8 [r3]=r2
	cmp.eq.orcm p6,p1=r3,r33
	(p7) fclass.m p7,p1=f2,0x20
1:
//---
	(p7) cmp.eq p6,p2=r33,r16
	(p7) cmp.eq p2,p1=r33,r2
	;;
1:
//---
	(p1) br.cond.sptk 1f
	(p6) cmp.eq p1,p3=r1,r1
	(p6) mov r3=r16
	(p2) br.call.sptk b0=1f
	(p1) cmp.lt.unc p3,p7=r3,r33
	(p7) add r3=r2,r33
2:
	(p3) add r3=r33,r3
1:
//---
	.pred.rel.mutex p1,p3
2:
	(p7) cmp.eq p2,p7=r2,r3
2:
	(p3) cmp.ne.andcm p3,p3=r2,r1
	;;
1:
//---
	(p7) st8 [r3]=r2
	mov pr=r1,0x1ff
	(p6) br.call.sptk b0=1f
	;;
	(p1) fadd f2=f40,f6
	(p6) fcmp.lt.unc p3,p2=f2,f2
1:
//---
	(p1) mov r2=r2
	(p1) fcmp.lt.unc p1,p2=f2,f2
	.pred.rel "clear", p6
	;;
1:
//---
	(p6) cmp.eq p2,p7=r16,r33
	(p3) fcmp.lt.unc p3,p2=f3,f40
	(p7) cmp.eq.orcm p6,p6=r16,r2
	(p6) st8 [r33]=r33
	mov pr=r16,0x1ff
1:
//---
	(p7) ld8 r2=[r1]
	mov r16=r3
	(p7) cmp.eq.or.andcm p2,p1=r33,r16
1:
//---
	cmp.eq.or p2,p7=r2,r2
	(p2) cmp.eq p3,p1=r1,r2
	.pred.rel.mutex p7,p2
	;;
	(p1) ld8 r3=[r16]
	(p2) fclass.m p3,p2=f6,0x20
	.pred.rel "clear", p1
1:
//---
	cmp.eq.or.andcm p6,p3=r3,r3
	;;
	(p2) mov r3=pr
	(p3) mov r16=pr
1:
//---
	(p2) br.cond.sptk 1f
	(p2) cmp.eq.or p1,p6=r3,r1
	;;
1:
//---
	(p2) tbit.z.unc p3,p3=r16,3
	;;
	(p7) tnat.nz p7,p1=r1
	cmp4.ne.and p2,p1=r3,r16
	(p1) cmp.eq.and.orcm p1,p2=r33,r3
1:
//---
	(p7) cmp.eq p3,p3=r2,r16
	(p7) cmp.ne.andcm p2,p7=r1,r1
	;;
	(p2) st8 [r2]=r1
	;;
	(p6) tbit.z.unc p2,p3=r2,3
	.pred.rel "imply", p6, p1
1:
//---
	.pred.safe_across_calls p1-p5
	;;
	(p7) cmp.eq.or.andcm p3,p6=r16,r3
	;;
	(p1) cmp.eq.or.andcm p6,p7=r16,r3
	(p1) ld8 r2=[r3]
	(p7) cmp.eq.or.andcm p3,p6=r2,r1
1:
//---
	cmp.ne.andcm p1,p2=r3,r16
	.pred.rel "mutex", p2, p1
2:
	;;
	.pred.rel "mutex", p3, p3
	(p1) ld8 r16=[r33]
	.pred.rel.mutex p6,p2
1:
//---
	fclass.m p2,p3=f6,0x20
	(p7) cmp.eq.or.andcm p2,p1=r33,r33
	(p7) cmp.eq.and.orcm p7,p6=r1,r3
	(p3) cmp.eq.or.andcm p1,p1=r2,r16
	(p1) cmp.eq.or.andcm p2,p2=r16,r1
	(p2) cmp4.ne.and p2,p2=r33,r33
	.pred.safe_across_calls p1-p5
1:
//---
	mov pr=r3,0x1ff
	(p2) fadd f40=f3,f40
	(p3) cmp.eq.and.orcm p7,p7=r1,r2
	.pred.rel "mutex", p2, p7
2:
	(p1) fadd f40=f6,f2
1:
//---
	(p7) fclass.m p7,p1=f2,0x20
	(p6) tbit.z.unc p3,p2=r2,3
	(p3) fclass.m p7,p6=f3,0x20
	(p7) cmp.eq.and.orcm p2,p3=r3,r2
	(p6) cmp.eq.or p6,p7=r2,r16
1:
//---
	(p3) cmp.ne.andcm p2,p7=r3,r1
	(p2) cmp.eq p3,p1=r16,r2
	(p2) br.cond.sptk 1f
	.pred.rel "clear", p7
	(p6) cmp.ne.andcm p7,p3=r2,r2
1:
//---
	st8 [r1]=r33
	(p2) fadd f40=f40,f2
	(p3) br.call.sptk b0=1f
1:
//---
	(p1) fclass.m p3,p1=f2,0x20
	cmp.ne.andcm p2,p3=r33,r2
	(p6) st8 [r1]=r3
	;;
	(p3) tbit.z.unc p1,p2=r2,3
	mov r2=r33
	(p6) cmp.eq.orcm p2,p7=r16,r3
1:
//---
	.pred.rel "mutex", p3, p6
	;;
	cmp4.ne.and p6,p2=r33,r3
1:
//---
	;;
	(p7) fcmp.lt.unc p7,p6=f6,f3
	(p7) cmp.eq.and.orcm p2,p6=r16,r16
2:
	(p3) fclass.m p1,p7=f2,0x20
	;;
1:
//---
	ld8 r16=[r33]
	.pred.rel.mutex p1,p6
	(p7) add r16=r1,r2
2:
2:
	(p1) cmp.eq.orcm p2,p3=r16,r3
	(p6) br.call.sptk b0=1f
1:
//---
	(p1) add r33=r16,r2
	.pred.rel "imply", p7, p3
	;;
	(p1) st8 [r3]=r16
	(p3) cmp.ne.andcm p1,p1=r33,r33
	.pred.rel "imply", p7, p3
	(p7) cmp.lt.unc p6,p2=r2,r3
	(p3) fcmp.lt.unc p1,p2=f6,f40
1:
//---
	(p7) mov r1=r2
	st8 [r33]=r2
	;;
	(p3) fcmp.lt.unc p1,p6=f2,f40
	mov pr=r2,0x1ff
	.pred.safe_across_calls p1-p5
	;;
1:
//---
	(p2) cmp.eq.orcm p2,p1=r3,r3
	(p1) mov r16=r33
	(p2) cmp.eq.or p7,p6=r1,r3
2:
1:
//---
	cmp.eq.orcm p6,p7=r1,r3
	(p3) fclass.m p2,p1=f6,0x20
	mov pr=r2,0x1ff
	br.cond.sptk 1f
1:
//---
	(p2) tnat.nz p3,p2=r1
2:
	.pred.rel "mutex", p7, p1
	(p3) fadd f2=f6,f2
	(p3) cmp.eq.and.orcm p2,p2=r3,r1
1:
//---
	(p2) add r1=r2,r33
	(p7) cmp.ne.andcm p3,p7=r33,r3
	(p3) mov r1=pr
	mov pr=r1,0x1ff
	.pred.rel.mutex p3,p7
1:
//---
	(p6) mov r16=pr
	(p1) cmp.eq.or.andcm p6,p7=r3,r3
	(p3) cmp.eq.or p1,p7=r1,r3
	(p1) tnat.nz p3,p1=r2
	fcmp.lt.unc p7,p3=f3,f3
2:
1:
//---
	(p1) cmp.lt.unc p7,p1=r1,r3
	.pred.rel "clear", p6
2:
	(p6) cmp.eq.and.orcm p6,p2=r33,r3
	(p1) cmp.eq.or p3,p1=r1,r1
	.pred.safe_across_calls p1-p5
1:
//---
	(p7) mov r2=r2
	mov pr=r2,0x1ff
	(p6) add r2=r3,r16
1:
//---
	(p3) ld8 r3=[r3]
	mov pr=r33,0x1ff
	;;
	(p7) br.cond.sptk 1f
1:
//---
	(p6) br.cond.sptk 1f
	(p7) tbit.z.unc p6,p7=r3,3
	(p2) fclass.m p2,p3=f3,0x20
	(p2) cmp.lt.unc p3,p6=r33,r2
1:
//---
	mov r2=r16
	.pred.rel "clear", p7
	cmp.eq p7,p6=r33,r33
	(p6) cmp.eq.or.andcm p1,p1=r1,r3
	(p1) br.call.sptk b0=1f
	(p7) tbit.z.unc p3,p7=r16,3
1:
//---
	.pred.rel "clear", p2
	(p1) br.cond.sptk 1f
	;;
1:
//---
	.pred.safe_across_calls p1-p5
	(p6) cmp.eq.or.andcm p3,p2=r3,r2
	fclass.m p3,p3=f2,0x20
	.pred.safe_across_calls p1-p5
	(p2) mov r2=r3
	(p2) br.cond.sptk 1f
	.pred.rel "clear", p1
	st8 [r33]=r1
1:
//---
	;;
	(p3) ld8 r3=[r1]
	(p3) st8 [r16]=r3
	(p3) cmp.eq.or.andcm p7,p6=r3,r1
	(p6) cmp.eq.orcm p6,p3=r2,r16
1:
//---
	mov pr=r3,0x1ff
	.pred.rel "mutex", p7, p1
	.pred.rel "clear", p3
	(p7) mov r1=r33
	(p3) cmp.eq.or p6,p6=r2,r2
	(p3) cmp.eq p3,p1=r1,r1
	mov r33=r1
1:
//---
	;;
	(p7) fclass.m p7,p3=f2,0x20
	(p7) cmp.eq p1,p3=r2,r3
	(p7) cmp.eq p6,p6=r33,r33
	;;
1:
//---
	.pred.rel "clear", p3
	(p7) cmp4.ne.and p6,p6=r2,r3
	cmp.ne.andcm p3,p2=r33,r16
1:
//---
	.pred.safe_across_calls p1-p5
	(p6) cmp.eq.or p7,p7=r3,r33
	cmp.eq.orcm p3,p3=r3,r2
1:
//---
	.pred.rel.mutex p6,p3
	(p7) br.cond.sptk 1f
	;;
	(p7) fadd f2=f3,f3
	(p7) fcmp.lt.unc p1,p6=f3,f40
1:
//---
	cmp.eq.orcm p3,p6=r33,r16
	(p7) cmp.eq.or p2,p3=r16,r1
	.pred.rel.mutex p2,p7
	(p6) st8 [r33]=r16
	.pred.safe_across_calls p1-p5
	(p1) cmp.lt.unc p1,p2=r1,r33
1:
//---
	.pred.rel.mutex p3,p6
	;;
	;;
	(p7) cmp.ne.andcm p6,p1=r2,r16
	(p7) add r3=r33,r16
1:
//---
	(p1) cmp.eq p3,p6=r3,r1
	(p7) tbit.z.unc p1,p7=r2,3
	(p7) cmp4.ne.and p6,p2=r33,r16
	;;
1:
//---
	(p6) ld8 r1=[r16]
	;;
	(p3) cmp.eq.or p1,p2=r3,r3
	.pred.rel "clear", p6
1:
//---
2:
	(p1) ld8 r16=[r16]
	.pred.safe_across_calls p1-p5
	.pred.rel "mutex", p1, p7
	;;
1:
//---
	(p7) fclass.m p1,p3=f2,0x20
	;;
2:
	.pred.rel "imply", p6, p7
	(p3) cmp.ne.andcm p6,p6=r33,r2
	(p7) mov r3=pr
	cmp.eq.or p2,p6=r16,r33
	(p6) mov r3=pr
1:
//---
	(p7) mov r16=r1
	(p2) cmp.lt.unc p6,p6=r2,r3
	cmp.ne.andcm p3,p3=r33,r16
1:
//---
	;;
	;;
	fcmp.lt.unc p6,p6=f3,f6
	(p1) cmp.lt.unc p2,p1=r33,r3
	(p1) mov r1=r3
	.pred.rel "imply", p1, p1
1:
//---
	mov pr=r3,0x1ff
	(p3) br.call.sptk b0=1f
	(p2) cmp.eq.or.andcm p6,p7=r1,r2
	(p7) cmp.lt.unc p3,p6=r2,r1
2:
1:
//---
	.pred.rel.mutex p7,p3
	(p6) cmp4.ne.and p1,p1=r3,r3
	(p1) cmp.eq.or.andcm p3,p2=r33,r1
	(p6) cmp.eq p2,p7=r1,r33
	fclass.m p1,p2=f2,0x20
	(p6) cmp.eq.or p3,p6=r1,r16
1:
//---
	ld8 r1=[r16]
	(p7) cmp.eq.and.orcm p3,p2=r2,r33
	(p2) fadd f3=f3,f40
1:
//---
	(p7) cmp.eq p1,p7=r3,r33
	;;
	(p1) fclass.m p6,p6=f3,0x20
	.pred.safe_across_calls p1-p5
	fcmp.lt.unc p2,p7=f6,f6
	(p7) br.call.sptk b0=1f
	cmp.ne.andcm p2,p1=r2,r33
1:
//---
	(p1) br.cond.sptk 1f
	(p6) br.cond.sptk 1f
	.pred.rel.mutex p6,p6
	(p2) tnat.nz p6,p3=r16
	(p6) fcmp.lt.unc p3,p7=f3,f3
2:
	(p3) cmp.lt.unc p6,p3=r16,r16
	.pred.rel.mutex p6,p2
1:
//---
	(p7) st8 [r33]=r3
	(p3) add r3=r3,r2
	;;
	;;
	(p6) mov r33=r16
	(p7) cmp.eq.orcm p6,p1=r2,r33
1:
//---
	(p6) cmp.lt.unc p6,p7=r16,r33
	(p6) br.call.sptk b0=1f
	(p3) cmp.eq.or p7,p2=r3,r1
	(p1) fcmp.lt.unc p3,p3=f3,f2
	(p1) cmp.eq.orcm p6,p2=r33,r3
	(p3) br.call.sptk b0=1f
1:
//---
	;;
	;;
	(p3) fcmp.lt.unc p3,p2=f2,f40
	tbit.z.unc p3,p2=r1,3
	(p6) st8 [r33]=r3
	;;
	.pred.rel.mutex p7,p2
1:
//---
	cmp.ne.andcm p1,p6=r1,r2
	(p2) fadd f6=f40,f40
	(p3) cmp.eq.or.andcm p1,p2=r16,r33
1:
//---
	(p1) fadd f3=f6,f6
	(p3) mov r2=pr
	(p6) st8 [r16]=r3
	.pred.rel "imply", p2, p1
	mov r2=pr
	cmp.eq.or.andcm p6,p6=r33,r3
	br.cond.sptk 1f
1:
//---
	(p1) cmp.ne.andcm p1,p7=r33,r2
	;;
	mov pr=r3,0x1ff
	.pred.safe_across_calls p1-p5
1:
//---
	(p1) mov r16=pr
	(p1) br.call.sptk b0=1f
	;;
	(p6) add r1=r16,r33
	(p7) cmp.eq.orcm p2,p6=r3,r33
1:
//---
	(p6) cmp.eq.and.orcm p7,p6=r1,r16
	(p7) cmp.eq p7,p2=r1,r1
	ld8 r2=[r16]
	(p3) mov r1=pr
	.pred.rel "mutex", p1, p6
	(p6) br.cond.sptk 1f
	(p3) tnat.nz p3,p6=r33
1:
//---
	(p3) ld8 r3=[r1]
	.pred.safe_across_calls p1-p5
	(p3) br.call.sptk b0=1f
	ld8 r33=[r33]
	(p1) cmp.eq p7,p7=r1,r2
1:
//---
	br.call.sptk b0=1f
	(p2) fclass.m p6,p1=f3,0x20
	(p1) cmp4.ne.and p3,p1=r33,r33
	(p2) br.cond.sptk 1f
	(p2) fadd f3=f40,f2
	(p2) cmp.ne.andcm p1,p2=r2,r1
	(p7) br.cond.sptk 1f
	.pred.rel "clear", p6
1:
//---
	(p7) cmp.eq.and.orcm p1,p1=r33,r16
	(p2) cmp.eq.or.andcm p3,p2=r1,r33
	(p7) fclass.m p3,p2=f40,0x20
	;;
	(p1) add r33=r1,r2
	cmp.lt.unc p3,p3=r2,r3
	(p1) cmp.eq.or p6,p3=r1,r16
	;;
1:
//---
	(p6) br.call.sptk b0=1f
	(p3) cmp.eq p1,p1=r3,r33
	.pred.rel "clear", p1
1:
//---
	(p1) tbit.z.unc p2,p1=r1,3
	(p2) mov r33=pr
	;;
	(p3) add r2=r3,r2
	(p7) ld8 r2=[r1]
	(p7) cmp.lt.unc p1,p3=r2,r33
	(p6) cmp.eq.and.orcm p1,p3=r33,r16
1:
//---
	(p7) fclass.m p7,p2=f6,0x20
	;;
	(p1) ld8 r33=[r16]
	cmp.eq p1,p7=r2,r3
	(p6) cmp4.ne.and p3,p7=r3,r2
	.pred.safe_across_calls p1-p5
	(p3) br.call.sptk b0=1f
1:
//---
	(p1) ld8 r2=[r3]
	.pred.rel "imply", p2, p1
	(p2) add r33=r3,r2
	ld8 r2=[r16]
1:
//---
	;;
	(p3) mov r16=r2
	.pred.rel "clear", p2
2:
	(p6) br.call.sptk b0=1f
	;;
2:
1:
//---
	cmp.lt.unc p7,p2=r3,r33
	.pred.rel "mutex", p2, p6
	br.cond.sptk 1f
	.pred.safe_across_calls p1-p5
	fadd f2=f6,f40
	.pred.rel "imply", p7, p1
1:
//---
	(p6) mov r16=pr
	(p7) tnat.nz p3,p1=r16
	.pred.safe_across_calls p1-p5
	;;
	mov pr=r33,0x1ff
1:
//---
	.pred.rel "mutex", p7, p6
	.pred.rel "mutex", p7, p7
	(p1) cmp.eq p3,p3=r16,r16
	mov r3=r2
2:
1:
//---
	(p2) fcmp.lt.unc p2,p1=f2,f6
	;;
	;;
1:
//---
	(p1) st8 [r33]=r2
	(p7) br.call.sptk b0=1f
	(p2) br.call.sptk b0=1f
	(p3) fcmp.lt.unc p7,p1=f40,f3
	cmp.lt.unc p7,p1=r1,r16
1:
//---
	(p7) mov r3=r1
	tbit.z.unc p2,p2=r2,3
	(p2) mov r16=r33
	(p2) fclass.m p2,p6=f6,0x20
	ld8 r16=[r16]
	(p2) mov r2=pr
	mov r3=r33
	(p7) mov r33=r16
1:
//---
	(p2) tnat.nz p7,p6=r3
2:
	cmp.eq.or p2,p2=r1,r33
	(p3) add r16=r16,r3
	(p6) st8 [r16]=r2
1:
//---
	mov pr=r16,0x1ff
	;;
	mov pr=r2,0x1ff
	(p6) br.cond.sptk 1f
1:
//---
	(p2) add r33=r1,r1
	(p7) fcmp.lt.unc p7,p7=f3,f40
	(p3) cmp.eq.or.andcm p7,p2=r3,r16
	(p6) cmp4.ne.and p1,p6=r2,r33
	(p7) tbit.z.unc p3,p1=r1,3
	(p7) br.cond.sptk 1f
	.pred.rel "imply", p2, p6
1:
//---
	(p6) st8 [r33]=r2
	(p6) cmp.eq.or p2,p7=r33,r33
	(p3) cmp.eq.and.orcm p3,p7=r1,r16
	(p3) cmp.lt.unc p2,p3=r1,r16
	(p3) br.call.sptk b0=1f
	(p6) fcmp.lt.unc p6,p7=f6,f3
	;;
	;;
1:
//---
2:
	.pred.safe_across_calls p1-p5
	(p1) fcmp.lt.unc p1,p1=f3,f6
1:
//---
	(p1) fadd f6=f6,f40
	.pred.rel "imply", p1, p7
	(p1) ld8 r3=[r1]
	(p6) ld8 r1=[r3]
	(p2) cmp.eq.orcm p6,p3=r1,r33
1:
//---
	(p1) cmp.lt.unc p7,p1=r2,r3
	(p1) cmp4.ne.and p3,p3=r1,r3
	;;
1:
//---
	(p6) fadd f6=f3,f3
	(p6) st8 [r16]=r3
	.pred.safe_across_calls p1-p5
	;;
	(p1) br.call.sptk b0=1f
	(p3) br.call.sptk b0=1f
	(p2) mov r33=r2
1:
//---
	.pred.safe_across_calls p1-p5
	(p6) cmp4.ne.and p1,p1=r16,r33
	;;
	.pred.rel.mutex p1,p3
	.pred.rel "clear", p7
	(p3) cmp.eq p3,p7=r3,r16
	(p7) ld8 r33=[r3]
	(p1) mov r16=pr
1:
//---
	.pred.rel "mutex", p1, p6
	(p2) br.call.sptk b0=1f
	cmp4.ne.and p2,p2=r2,r1
1:
//---
	(p2) ld8 r3=[r16]
	(p2) br.call.sptk b0=1f
	(p2) fclass.m p6,p2=f40,0x20
2:
	cmp.ne.andcm p6,p6=r3,r1
	(p1) mov r3=pr
	(p1) br.cond.sptk 1f
1:
//---
	(p1) add r1=r1,r1
	;;
2:
	(p7) add r16=r3,r3
	(p3) cmp.lt.unc p6,p6=r1,r2
	(p2) br.call.sptk b0=1f
1:
//---
	(p2) br.call.sptk b0=1f
	cmp.eq.or.andcm p6,p6=r2,r2
	(p6) tbit.z.unc p2,p1=r3,3
1:
//---
2:
	.pred.rel.mutex p6,p3
	(p6) fadd f2=f6,f2
	(p6) mov r1=pr
	.pred.rel.mutex p1,p3
	(p1) cmp.eq.and.orcm p1,p3=r1,r16
	(p7) cmp4.ne.and p1,p7=r1,r3
	(p1) tbit.z.unc p3,p7=r1,3
1:
//---
	mov pr=r1,0x1ff
	(p3) cmp.lt.unc p3,p1=r16,r16
	(p2) tnat.nz p7,p3=r1
	;;
	(p2) br.cond.sptk 1f
	(p2) st8 [r1]=r1
	(p6) cmp.ne.andcm p2,p6=r2,r33
1:
//---
	(p6) cmp.eq.or p2,p7=r2,r1
	(p7) add r33=r16,r3
	(p6) st8 [r2]=r16
	;;
	mov pr=r2,0x1ff
	;;
	.pred.rel "imply", p2, p6
	(p7) fadd f2=f3,f40
1:
//---
	(p6) br.cond.sptk 1f
	(p6) br.cond.sptk 1f
	(p2) mov r2=r2
	;;
	.pred.rel "imply", p2, p3
	(p2) tnat.nz p2,p7=r16
	(p2) mov r3=r33
	;;
1:
//---
	mov pr=r1,0x1ff
	;;
	fcmp.lt.unc p7,p3=f6,f6
2:
	(p2) cmp.eq.or p2,p1=r2,r3
	(p6) fclass.m p7,p6=f3,0x20
1:
//---
	(p6) fcmp.lt.unc p3,p7=f6,f40
	(p7) fcmp.lt.unc p7,p6=f6,f6
	(p2) ld8 r2=[r16]
	.pred.rel "imply", p7, p6
	;;
1:
//---
	(p3) cmp.lt.unc p7,p2=r2,r16
	fadd f40=f6,f2
	(p6) cmp.eq.orcm p3,p1=r3,r16
	;;
	(p1) cmp.eq p7,p1=r16,r1
1:
//---
	.pred.rel "imply", p6, p7
	(p6) ld8 r16=[r3]
	(p7) cmp.eq.or.andcm p6,p7=r16,r1
1:
//---
	(p7) cmp.eq.or p6,p3=r33,r33
	(p3) cmp.ne.andcm p6,p1=r16,r3
	.pred.rel "mutex", p3, p3
2:
	(p3) cmp.eq.and.orcm p7,p7=r33,r1
	(p7) cmp.eq.or p7,p2=r2,r33
1:
//---
	(p7) tbit.z.unc p2,p3=r2,3
	(p1) cmp.eq p2,p7=r33,r33
	(p3) tnat.nz p3,p1=r33
	(p6) cmp.eq.orcm p6,p6=r33,r1
	.pred.safe_across_calls p1-p5
	(p6) cmp.eq.and.orcm p7,p2=r2,r16
	fadd f6=f6,f6
2:
1:
//---
	(p1) fcmp.lt.unc p2,p2=f2,f6
	(p2) cmp.lt.unc p7,p3=r33,r2
	(p3) ld8 r3=[r3]
	mov pr=r3,0x1ff
	.pred.safe_across_calls p1-p5
	;;
1:
//---
	(p3) cmp.eq.orcm p6,p7=r2,r33
	(p3) cmp.ne.andcm p1,p7=r1,r2
	(p6) mov r3=r3
	;;
	.pred.safe_across_calls p1-p5
	(p3) mov r2=pr
1:
//---
	.pred.safe_across_calls p1-p5
	(p3) cmp.eq.orcm p2,p7=r2,r3
	(p2) cmp.eq.and.orcm p1,p7=r2,r33
	(p6) fclass.m p3,p7=f3,0x20
	(p7) mov r1=r1
1:
//---
	(p3) fcmp.lt.unc p1,p3=f3,f6
	;;
	mov pr=r16,0x1ff
1:
//---
	(p2) add r3=r3,r16
	cmp.eq.or.andcm p1,p3=r16,r33
	.pred.safe_across_calls p1-p5
	tnat.nz p6,p1=r2
1:
//---
	;;
	(p3) cmp.eq.or p1,p1=r1,r33
	(p1) add r3=r3,r1
	(p2) tnat.nz p7,p7=r2
1:
//---
	(p3) cmp.lt.unc p1,p2=r2,r2
	.pred.safe_across_calls p1-p5
	(p6) mov r33=r2
	(p3) tbit.z.unc p2,p6=r1,3
	(p7) tnat.nz p2,p1=r3
1:
//---
	(p7) cmp.lt.unc p6,p2=r3,r3
	(p7) br.call.sptk b0=1f
	.pred.safe_across_calls p1-p5
	.pred.safe_across_calls p1-p5
	(p6) tbit.z.unc p3,p6=r1,3
	.pred.safe_across_calls p1-p5
1:
//---
	(p3) ld8 r3=[r16]
	(p3) mov r1=pr
	;;
	mov pr=r3,0x1ff
	mov r33=pr
	;;
2:
	(p7) br.cond.sptk 1f
1:
//---
	(p1) cmp4.ne.and p1,p3=r3,r1
	(p1) cmp.eq.orcm p3,p6=r3,r3
	(p2) ld8 r2=[r33]
	(p3) tbit.z.unc p2,p2=r33,3
	.pred.rel "clear", p3
	.pred.rel "clear", p7
1:
//---
	(p3) cmp.eq.and.orcm p3,p6=r2,r2
	.pred.rel.mutex p2,p6
	(p6) cmp.eq.and.orcm p6,p1=r2,r2
	cmp.ne.andcm p2,p3=r2,r2
	(p7) ld8 r2=[r3]
1:
//---
	(p7) ld8 r1=[r33]
	(p2) fclass.m p7,p2=f3,0x20
	(p1) cmp4.ne.and p2,p7=r3,r3
	(p2) mov r16=r2
	(p7) mov r16=r2
	(p3) cmp.eq.and.orcm p1,p6=r2,r2
	(p1) add r1=r2,r1
1:
//---
	st8 [r33]=r33
	;;
	(p3) cmp.eq.orcm p1,p7=r2,r3
	;;
	mov pr=r16,0x1ff
1:
//---
	(p7) st8 [r33]=r3
	(p2) fcmp.lt.unc p3,p6=f3,f6
	(p6) add r2=r3,r3
	cmp4.ne.and p3,p6=r16,r16
	(p3) cmp.eq.or.andcm p1,p2=r2,r1
	(p6) fclass.m p6,p2=f3,0x20
	(p1) cmp.lt.unc p3,p1=r2,r16
1:
//---
	(p7) fclass.m p1,p2=f6,0x20
	(p3) fclass.m p7,p3=f2,0x20
	fadd f6=f6,f40
	(p3) cmp.eq.or.andcm p1,p6=r16,r33
	(p6) ld8 r3=[r16]
1:
//---
	(p7) fcmp.lt.unc p2,p2=f40,f3
	;;
	(p3) tnat.nz p2,p2=r33
	(p2) mov r3=r2
	.pred.rel "imply", p1, p3
1:
//---
	;;
	(p3) cmp4.ne.and p7,p2=r2,r1
	(p1) cmp.eq.and.orcm p6,p1=r1,r16
1:
//---
	.pred.safe_across_calls p1-p5
	(p2) cmp4.ne.and p2,p2=r16,r3
	.pred.rel "mutex", p3, p2
2:
	(p6) br.call.sptk b0=1f
	.pred.rel "clear", p7
	;;
	(p7) ld8 r2=[r3]
1:
//---
	(p2) tbit.z.unc p3,p2=r33,3
	(p3) mov r2=r1
	(p6) cmp.eq p3,p3=r2,r3
	(p6) fadd f3=f3,f6
1:
//---
	add r3=r33,r2
	(p1) cmp.eq.or.andcm p2,p6=r2,r33
	(p1) tnat.nz p2,p3=r33
	(p6) cmp.eq.and.orcm p3,p3=r33,r2
1:
//---
	(p3) br.cond.sptk 1f
	(p7) tbit.z.unc p1,p6=r16,3
	(p1) mov r3=pr
	(p1) cmp.eq.or p6,p7=r1,r3
2:
1:
//---
	(p2) tbit.z.unc p2,p6=r2,3
	(p6) br.call.sptk b0=1f
	;;
	(p1) cmp.lt.unc p3,p2=r33,r3
	(p1) cmp.eq.or.andcm p7,p1=r2,r2
2:
	mov r33=pr
	(p2) add r1=r16,r16
1:
//---
	(p7) cmp.eq p3,p6=r1,r3
	(p1) cmp.eq.or.andcm p1,p3=r33,r16
	.pred.rel.mutex p2,p7
	(p7) cmp.eq.orcm p2,p1=r2,r1
	(p2) cmp.ne.andcm p7,p3=r3,r2
	(p2) tnat.nz p2,p1=r1
	;;
	(p3) cmp.eq.or.andcm p3,p1=r3,r3
1:
//---
	.pred.rel "imply", p3, p1
	;;
	(p7) mov r3=r1
	.pred.rel.mutex p2,p3
	(p1) cmp.eq.orcm p7,p3=r2,r33
1:
//---
	(p6) mov r3=pr
	.pred.rel.mutex p7,p7
	(p2) br.cond.sptk 1f
	(p3) cmp.ne.andcm p3,p3=r33,r3
	(p3) cmp.eq p6,p7=r3,r16
1:
//---
	(p6) cmp.lt.unc p1,p3=r2,r16
	(p2) cmp.eq.or p2,p3=r1,r2
	(p3) cmp.eq.and.orcm p7,p3=r33,r2
2:
	(p6) cmp.eq p2,p2=r33,r16
	(p6) ld8 r2=[r33]
1:
//---
	;;
	(p2) br.call.sptk b0=1f
	;;
	.pred.rel "imply", p7, p7
	(p2) tnat.nz p1,p6=r16
	.pred.safe_across_calls p1-p5
	mov pr=r2,0x1ff
1:
//---
	.pred.rel "clear", p6
	(p1) add r33=r1,r3
	(p7) br.cond.sptk 1f
	(p3) cmp.eq.orcm p2,p1=r2,r3
	tbit.z.unc p7,p6=r2,3
	.pred.rel "clear", p1
	(p1) cmp.eq p1,p6=r2,r3
	mov pr=r2,0x1ff
1:
//---
	(p7) fclass.m p7,p6=f6,0x20
	(p6) add r3=r1,r3
	.pred.rel "imply", p7, p3
	(p6) cmp.eq.or.andcm p3,p7=r2,r3
1:
//---
	add r3=r1,r3
	(p3) cmp.eq.or p7,p2=r1,r3
	(p2) fclass.m p2,p1=f40,0x20
	(p2) add r33=r16,r3
	tbit.z.unc p1,p3=r2,3
1:
//---
	(p2) cmp.eq.orcm p2,p2=r3,r16
	(p1) add r1=r16,r3
	mov pr=r1,0x1ff
	;;
	;;
	(p6) ld8 r33=[r2]
1:
//---
	(p1) fclass.m p3,p1=f3,0x20
	(p2) cmp.eq p2,p1=r1,r1
	(p6) mov r3=r3
1:
//---
	(p7) mov r16=pr
	;;
	(p6) fcmp.lt.unc p2,p1=f2,f6
2:
1:
//---
	(p6) cmp.eq.and.orcm p2,p1=r2,r1
	(p3) ld8 r3=[r3]
	;;
	br.call.sptk b0=1f
	(p6) cmp.eq.or.andcm p3,p6=r33,r3
1:
//---
	mov r3=pr
	;;
	cmp.eq.or.andcm p6,p6=r2,r1
	.pred.rel.mutex p7,p2
	(p6) tnat.nz p2,p3=r2
	;;
	cmp.eq p7,p6=r16,r2
	(p1) cmp.eq.or.andcm p7,p1=r1,r1
1:
//---
	(p3) tbit.z.unc p1,p1=r16,3
	(p3) cmp.eq p2,p3=r1,r33
	.pred.rel "imply", p2, p2
	;;
	;;
1:
//---
	(p2) br.cond.sptk 1f
	.pred.rel "mutex", p7, p1
	(p1) fcmp.lt.unc p2,p3=f2,f2
1:
//---
	(p1) st8 [r1]=r33
	.pred.safe_across_calls p1-p5
	(p6) tnat.nz p6,p2=r3
	(p1) mov r2=r2
1:
//---
	.pred.safe_across_calls p1-p5
	.pred.rel "imply", p7, p1
	tnat.nz p1,p7=r3
1:
//---
	(p6) cmp.eq.or p7,p7=r33,r2
	(p2) cmp.ne.andcm p6,p7=r33,r33
	(p6) mov r33=pr
	(p6) st8 [r3]=r33
1:
//---
	(p2) mov r2=pr
	(p3) fclass.m p1,p6=f6,0x20
	(p6) mov r2=pr
	(p2) fadd f3=f3,f3
	.pred.rel "imply", p3, p2
	.pred.rel "clear", p7
1:
//---
2:
	;;
	(p1) cmp.ne.andcm p7,p7=r3,r16
1:
//---
	(p6) tnat.nz p3,p3=r3
	(p1) mov r33=pr
	(p1) cmp.eq.orcm p6,p6=r2,r2
	.pred.rel "clear", p2
	(p7) add r3=r16,r2
	.pred.rel "mutex", p1, p2
1:
//---
2:
	.pred.rel "mutex", p3, p2
	(p3) cmp.eq.orcm p3,p2=r1,r33
	br.cond.sptk 1f
1:
//---
	(p2) cmp4.ne.and p3,p7=r33,r16
	;;
	cmp.eq.and.orcm p3,p7=r1,r33
	(p1) br.call.sptk b0=1f
	(p3) add r16=r3,r2
	(p6) mov r1=r2
	(p7) cmp.eq.or p6,p3=r2,r3
	(p6) st8 [r2]=r3
1:
//---
	(p2) br.cond.sptk 1f
	(p7) br.cond.sptk 1f
	(p2) cmp.eq p6,p2=r16,r3
	(p3) cmp.eq.orcm p3,p6=r3,r3
	;;
	(p1) st8 [r3]=r33
1:
//---
	;;
	cmp.eq.and.orcm p3,p7=r3,r33
	(p6) cmp.eq.or.andcm p3,p6=r33,r1
	(p2) mov r33=pr
	(p3) cmp.eq.or p7,p1=r3,r3
	add r3=r1,r3
1:
//---
	;;
	(p6) fcmp.lt.unc p2,p7=f2,f2
	(p2) fclass.m p2,p1=f40,0x20
	(p1) cmp.eq.orcm p7,p7=r2,r16
	(p6) fcmp.lt.unc p1,p2=f6,f6
1:
//---
	(p2) fclass.m p7,p3=f2,0x20
	(p1) br.call.sptk b0=1f
	;;
1:
//---
	(p7) fcmp.lt.unc p7,p1=f2,f6
	.pred.rel "imply", p2, p7
	(p7) fclass.m p6,p6=f40,0x20
1:
//---
	(p1) st8 [r3]=r33
	(p7) br.cond.sptk 1f
	mov r33=r3
	cmp.eq.or p7,p6=r1,r2
	(p2) cmp4.ne.and p2,p1=r2,r16
1:
//---
	(p2) mov r3=r3
	(p7) fcmp.lt.unc p1,p6=f6,f3
	(p6) br.cond.sptk 1f
	.pred.rel.mutex p3,p3
	(p7) cmp.eq.or p7,p1=r3,r1
	.pred.rel.mutex p7,p3
1:
//---
	(p2) tnat.nz p2,p3=r2
	(p6) cmp.eq p6,p6=r2,r16
	(p3) cmp.eq.and.orcm p2,p2=r3,r2
	(p6) cmp.eq.or p7,p3=r2,r3
	;;
	add r3=r1,r3
1:
//---
	cmp.ne.andcm p6,p3=r33,r1
	(p3) fcmp.lt.unc p6,p7=f2,f3
	(p2) ld8 r33=[r3]
	.pred.safe_across_calls p1-p5
	mov r3=pr
1:
//---
2:
2:
	(p1) mov r2=pr
	(p1) add r33=r2,r33
	fclass.m p6,p6=f3,0x20
	(p3) mov r16=pr
	;;
1:
//---
	(p6) cmp.eq.or.andcm p2,p3=r3,r16
	cmp4.ne.and p1,p2=r33,r2
2:
	(p1) cmp.eq.or p3,p7=r2,r3
1:
//---
	.pred.rel "clear", p3
	.pred.rel "imply", p1, p7
	(p1) cmp.eq.and.orcm p7,p1=r16,r2
	(p1) cmp.lt.unc p2,p7=r3,r33
1:
//---
	(p2) ld8 r33=[r3]
2:
	(p3) tnat.nz p2,p6=r33
	(p7) cmp.eq.and.orcm p3,p6=r1,r3
	(p2) tnat.nz p2,p3=r1
	.pred.rel.mutex p2,p1
1:
//---
	(p1) cmp.eq.or.andcm p2,p7=r16,r3
	(p7) cmp.ne.andcm p6,p1=r16,r3
	.pred.safe_across_calls p1-p5
	(p2) cmp.lt.unc p3,p3=r33,r1
	(p6) cmp4.ne.and p7,p3=r2,r1
	(p1) tnat.nz p6,p2=r16
	;;
	;;
1:
//---
	cmp.eq.or p1,p1=r33,r1
	(p6) fclass.m p1,p3=f40,0x20
	(p7) mov r16=pr
	(p1) cmp.eq.orcm p1,p1=r3,r1
	(p2) cmp.ne.andcm p6,p2=r33,r1
	.pred.rel "imply", p3, p6
	cmp.ne.andcm p6,p2=r3,r3
1:
//---
	(p6) cmp.ne.andcm p6,p2=r3,r33
	(p6) fadd f3=f3,f40
2:
	;;
	(p7) cmp.lt.unc p7,p3=r16,r2
	.pred.rel "clear", p2
	mov pr=r33,0x1ff
1:
//---
	(p7) tbit.z.unc p2,p2=r16,3
	mov pr=r2,0x1ff
	(p1) tbit.z.unc p2,p7=r1,3
	cmp.eq p6,p7=r3,r2
1:
//---
	tnat.nz p7,p1=r3
	(p6) mov r1=pr
	cmp.eq.or.andcm p1,p7=r16,r33
	(p3) br.call.sptk b0=1f
	(p6) mov r1=r3
	;;
1:
//---
	.pred.rel "mutex", p3, p3
	(p1) fclass.m p1,p6=f6,0x20
	mov pr=r1,0x1ff
	(p6) br.cond.sptk 1f
	fcmp.lt.unc p3,p7=f40,f3
	(p3) cmp.lt.unc p7,p1=r2,r1
	(p1) tnat.nz p7,p3=r33
	(p6) fcmp.lt.unc p1,p3=f3,f2
1:
//---
	(p6) br.cond.sptk 1f
	mov pr=r16,0x1ff
2:
1:
//---
	(p6) tbit.z.unc p6,p2=r33,3
	(p7) cmp.ne.andcm p7,p2=r3,r1
	.pred.rel "mutex", p2, p2
	(p2) add r1=r1,r33
1:
//---
	(p1) cmp.eq.orcm p1,p6=r1,r16
	(p6) tnat.nz p3,p1=r2
2:
	(p2) cmp.eq.and.orcm p1,p3=r3,r2
	.pred.rel "imply", p6, p1
	(p7) tbit.z.unc p3,p6=r2,3
1:
//---
	st8 [r16]=r3
	tnat.nz p2,p7=r3
	;;
	(p7) cmp.eq.or p3,p6=r16,r1
1:
//---
	;;
	(p6) tnat.nz p7,p2=r2
	(p2) st8 [r3]=r2
	(p6) cmp.lt.unc p2,p3=r3,r33
1:
