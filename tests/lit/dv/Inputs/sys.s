// System registers, serialization.
	mov rr[r0]=r9
	ld8 r10=[r11]
//---
	mov rr[r0]=r9
	;;
	ld8 r10=[r11]
//---
	mov rr[r0]=r9
	;;
	srlz.d
	ld8 r10=[r11]
//---
	mov rr[r0]=r9
	srlz.d
	;;
	ld8 r10=[r11]
//---
	mov rr[r0]=r9
	;;
	srlz.i
	ld8 r10=[r11]
//---
	mov rr[r0]=r9
	;;
	srlz.i
	;;
	ld8 r10=[r11]
//---
	mov cr.iva=r9
	;;
	mov r3=cr.iva
//---
	mov cr.iva=r9
	;;
	srlz.d
	;;
	mov r3=cr.iva
//---
	mov cr.iva=r9
	;;
	srlz.i
	mov r3=cr.iva
//---
	mov cr.dcr=r9
	mov r3=cr.dcr
//---
	mov cr.ifa=r9
	itc.d r3
//---
	mov cr.ifa=r9
	;;
	itc.d r3
//---
	mov cr.itir=r9
	itr.i itr[r2]=r3
//---
	mov pkr[r2]=r3
	ld8 r4=[r5]
//---
	mov dbr[r2]=r3
	mov r4=dbr[r5]
//---
	mov ibr[r2]=r3
	mov r4=ibr[r5]
//---
	mov pmc[r2]=r3
	mov r4=pmd[r5]
//---
	mov r4=cpuid[r5]
	mov r6=cpuid[r7]
//---
	mov rr[r2]=r3
	mov r4=rr[r5]
//---
	mov cr.tpr=r2
	mov r3=cr.ivr
//---
	mov cr.eoi=r0
	mov r3=cr.ivr
//---
	mov cr.ipsr=r2
	rfi
//---
	mov cr.iip=r2
	;;
	rfi
//---
	mov cr.ifs=r2
	cover
//---
	mov cr.itm=r2
	mov r3=cr.itm
//---
	mov cr.lrr0=r2
	mov r3=cr.lrr0
//---
	mov cr.irr0=r2
	mov r3=cr.irr0
//---
	ptc.l r2,r3
	itc.i r4
//---
	ptr.d r2,r3
	itr.d dtr[r4]=r5
//---
	itc.d r2
	probe.r r3=r4,r5
//---
	tpa r2=r3
	tak r4=r5
//---
	mov cr.eoi=r0
	mov cr.eoi=r0
//---
	mov r2=cr.ivr
	mov r3=cr.ivr
//---
	ssm 1<<13
	rfi
//---
	itr.d dtr[r2]=r3
	itr.d dtr[r4]=r5
//---
	ptc.l r2,r3
	ptc.l r4,r5
//---
	ptc.g r2,r3
	ld8 r3=[r4]
//---
	itc.d r2
	ld8 r3=[r4]
//---
	itc.i r2
	itc.i r3
//---
	mov psr.l=r2
	mov r1=cr.ipsr
//---
	ssm 1<<13
	mov cr.ifa=r3
//---
	ssm 1<<14
	mov r3=cr.ivr
//---
	mov psr.l=r2
	mov r1=cr.dcr
//---
	mov r33=cr.ivr
	srlz.d
	;;
	mov r34=cr.ivr
//---
	mov r33=cr.ivr
	;;
	mov r34=cr.ivr
//---
	mov cr.eoi=r0
	;;
	srlz.i
	;;
	mov cr.eoi=r0
//---
	mov rr[r1]=r2
	srlz.d
	;;
	ld8 r3=[r4]
//---
	mov pmc[r1]=r0
	;;
	mov r2=pmd[r3]
