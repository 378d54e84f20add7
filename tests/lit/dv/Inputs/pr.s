// Predicates: compares, branches, parallel compares, mov pr, rotating.
	cmp.eq p6,p7=r1,r2
	(p6) br.cond.sptk foo
	;;
foo:
//---
	fcmp.eq p6,p7=f1,f2
	(p6) br.cond.sptk foo
	;;
foo:
//---
	cmp.eq p6,p7=r1,r2
	(p6) add r3=r4,r5
//---
	cmp.eq p6,p7=r1,r2
	cmp.ne p6,p8=r3,r4
//---
	cmp.eq.and p6,p7=r1,r2
	cmp.ne.and p6,p7=r3,r4
//---
	cmp.eq.or p6,p7=r1,r2
	cmp.ne.or p6,p7=r3,r4
//---
	cmp.eq.or p6,p7=r1,r2
	cmp.ne.and p6,p7=r3,r4
//---
	cmp.eq.or.andcm p6,p7=r1,r2
	cmp.ne.or.andcm p6,p7=r3,r4
//---
	cmp.eq.and.orcm p6,p7=r1,r2
	cmp.ne.or p6,p8=r3,r4
//---
	tbit.z.and p6,p7=r1,3
	tnat.nz.and p6,p7=r2
//---
	cmp4.lt.unc p6,p7=r1,r2
	(p7) mov r5=r6
//---
	mov pr=r2,0x3
	mov r3=pr
//---
	mov pr=r2,0x3
	(p1) br.cond.sptk foo
	(p2) add r1=r2,r3
foo:
//---
	mov pr.rot=0
	(p16) add r1=r2,r3
	(p1) add r5=r2,r3
//---
	cmp.eq p1,p2=r1,r2
	mov r3=pr
//---
	mov pr=r2,-1
	(p20) add r1=r2,r3
	(p5) add r4=r2,r3
//---
	mov pr=r2,0x10040
	(p6) add r1=r2,r3
	(p7) add r1=r2,r3
	(p40) add r8=r2,r3
//---
	fclass.m p6,p7=f2,0x20
	(p7) br.cond.sptk foo
	;;
foo:
//---
	frcpa.s0 f6,p6=f7,f8
	(p6) fma.s1 f9=f6,f7,f0
//---
	(p63) br.cond.sptk foo
	br.wtop.sptk foo
foo:
//---
	br.ctop.sptk foo
	(p63) br.cond.sptk foo
foo:
//---
	cmp.eq p63,p2=r1,r2
	(p63) br.cond.sptk foo
foo:
//---
	cmp.eq p0,p2=r1,r2
	(p2) mov r1=r3
//---
	tbit.nz p6,p7=r1,0
	(p6) chk.s r2,foo
foo:
//---
	cmp.eq p0,p6=r1,r2
	cmp.eq p0,p7=r3,r4
//---
	cmp.eq.or.andcm p6,p7=r1,r2
	cmp.ne.and p6,p7=r3,r4
//---
	cmp.eq.or.andcm p6,p7=r1,r2
	cmp.ne.or p6,p7=r3,r4
//---
	cmp.eq.and.orcm p6,p7=r1,r2
	cmp.ne.and p6,p7=r3,r4
//---
	cmp.eq.and.orcm p6,p7=r1,r2
	cmp.ne.and.orcm p6,p7=r3,r4
//---
	cmp.eq.or.andcm p6,p7=r1,r2
	cmp.ne.and.orcm p6,p7=r3,r4
//---
	cmp.eq.or.andcm p6,p7=r1,r2
	cmp.ne.or.andcm p6,p7=r3,r4
