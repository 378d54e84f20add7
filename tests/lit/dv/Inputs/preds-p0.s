// Compares naming p0: which keep a mutex known for their other target
// (GNU as: and-type and mixed ones keep it, normal, unc and or-type forget).
	.pred.rel.mutex p1, p2
	cmp.eq p0, p1 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	(p3) cmp.eq p0, p1 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.or p0, p1 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.orcm p2, p0 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.and p1, p0 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.andcm p0, p2 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.or.andcm p1, p0 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.or.andcm p0, p1 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.and.orcm p1, p0 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	cmp.eq.unc p0, p1 = r1, r2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	fcmp.eq p0, p1 = f1, f2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	tbit.z p0, p2 = r1, 2
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
//---
	.pred.rel.mutex p1, p2
	tnat.nz.or p0, p2 = r1
	;;
(p1)	mov r4 = 2
(p2)	mov r4 = 4
