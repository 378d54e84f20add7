// Random groups (gen_random.py, seed 1234); each case is checked on its own.
	fclass.m p1,p16=f2,0x20
	invala.e r1
	mov ar.ccv=r1
1:
//---
	rum 0x4
	(p6) fc r16
1:
//---
	fclass.m p16,p7=f3,0x20
	;;
	tpa r33=r1
1:
//---
	(p6) mov r1=ar.itc
	fc r3
1:
//---
	(p6) ptc.l r1,r33
	;;
	ssm 0x6000
1:
//---
	mov cr.ipsr=r1
	;;
	mf
	mov r1=ar.ec
1:
//---
	(p16) setf.sig f6=r16
	;;
	flushrs
1:
//---
	br.cond.sptk 1f
	(p1) stfd [r1]=f40
1:
//---
	sum 0x8
	(p1) tpa r1=r16
	(p1) mov b6=r33
1:
//---
	flushrs
	(p1) br.ret.sptk b1
	(p1) tbit.z p7,p63=r3,3
1:
//---
	(p16) tnat.nz.or.andcm p63,p2=r33
	mov r3=ar.rnat
	(p16) itc.i r1
	;;
1:
//---
	st8 [r1]=r2,16
	(p16) cmp.eq p6,p6=r16,r1
1:
//---
	mov r1=dbr[r16]
	(p6) ptr.d r2,r3
1:
//---
	mov r33=pkr[r2]
	(p6) mov r2=cr.dcr
1:
//---
	tak r2=r2
	;;
	fchkf.s2 1f
	(p16) cmpxchg8.acq r3=[r2],r1,ar.ccv
	(p16) fetchadd8.acq r1=[r2],1
1:
//---
	(p1) mov r3=cpuid[r2]
	mov cr.iip=r33
1:
//---
	mov dbr[r33]=r2
	cmp.lt.unc p6,p7=r16,r33
	(p16) fclass.m p7,p6=f3,0x20
1:
//---
	mov cr.tpr=r3
	mov r16=pmd[r2]
	add r16=r16,r3
	ttag r16=r16
1:
//---
	(p16) mov cr.itir=r33
	(p6) mov b6=r16
	(p16) thash r1=r16
	tbit.z p6,p7=r1,3
1:
//---
	mov r3=psr.um
	(p6) mov r3=psr.um
	loadrs
	;;
	mov ar.lc=r33
1:
//---
	ptr.d r1,r33
	frcpa.s0 f6,p6=f3,f2
	st8 [r2]=r3
1:
//---
	cmpxchg8.acq r3=[r16],r33,ar.ccv
	bsw.0
	;;
	(p16) shladd r33=r3,2,r33
1:
//---
	mf
	(p6) getf.sig r33=f2
	(p16) mov r2=ar.fpsr
1:
//---
	mov cr.eoi=r2
	itc.i r3
	;;
	(p16) mov cr.itir=r16
	chk.s r2,1f
1:
//---
	rum 0x4
	(p6) mov cr.iip=r16
1:
//---
	itc.i r3
	sum 0x8
1:
//---
	(p16) mov ar.fpsr=r1
	(p6) mov cr.iva=r3
	(p16) chk.a.clr r1,1f
	br.ctop.sptk 1f
1:
//---
	(p6) setf.sig f3=r3
	(p6) st8 [r16]=r3,16
	mov r16=cr.ipsr
	mov cr.itir=r3
	;;
1:
//---
	mov r33=ar.rnat
	(p6) mov r33=ar.ec
	br.ret.sptk b1
1:
//---
	(p1) br.cond.sptk 1f
	mov b6=r16
	itc.d r2
1:
//---
	(p6) mov rr[r16]=r33
	(p6) ttag r16=r3
	(p6) mov r2=cr.tpr
	;;
	(p1) tak r1=r33
1:
//---
	(p16) mov ar.fpsr=r1
	mov pr=r33,0x1ff
	(p6) br.cond.sptk b1
1:
//---
	tpa r16=r33
	;;
	probe.r r1=r2,r2
	ssm 0x6000
	(p16) mov r2=ar.itc
1:
//---
	(p6) movl r1=0x12345678
	;;
	(p1) mov r3=ar.bsp
1:
//---
	(p16) mov pmc[r33]=r2
	mov cr.tpr=r3
	cover
	mov psr.l=r33
1:
//---
	(p6) itr.d dtr[r16]=r16
	rsm 0x20000
1:
//---
	mov cr.eoi=r33
	mov ar.k1=r2
	mov r1=rr[r2]
1:
//---
	(p16) mov r33=cr.dcr
	itc.d r33
	(p16) cmpxchg8.acq r1=[r1],r2,ar.ccv
	(p16) mov cr.iip=r16
1:
//---
	(p6) mov r3=pr
	(p16) itr.d dtr[r1]=r3
1:
//---
	epc
	(p1) ldf8 f40=[r2]
1:
//---
	(p1) cmp4.ne.and p16,p6=r33,r2
	(p16) mov r16=cpuid[r3]
	fchkf.s2 1f
1:
//---
	itc.d r1
	(p16) stfd [r33]=f6
1:
//---
	mov r33=ar.ec
	mov ar.ec=r33
	(p6) add r3=r2,r2
1:
//---
	shladd r16=r2,2,r1
	mf
1:
//---
	(p6) mov ar.k1=r33
	srlz.d
	shladd r3=r33,2,r1
	(p6) itr.d dtr[r2]=r16
1:
//---
	(p1) mov r1=cpuid[r16]
	(p6) mov r1=b6
1:
//---
	mov ar.unat=r33
	fma.s1 f2=f6,f2,f6
1:
//---
	(p1) st8 [r16]=r1
	clrrrb
1:
//---
	srlz.i
	mov pr=r2,0x1ff
1:
//---
	mov ar.bspstore=r16
	(p6) mov r1=ip
1:
//---
	mov psr.um=r33
	(p16) br.ret.sptk b0
	mf
	mov dbr[r16]=r3
1:
//---
	invala
	(p6) mov r3=pkr[r33]
1:
//---
	(p1) mov rr[r33]=r2
	(p16) mov r33=psr.um
1:
//---
	(p16) br.cond.sptk b6
	;;
	cmp.eq p63,p16=r2,r1
	(p16) mov r33=psr.um
	chk.a.clr r33,1f
1:
//---
	mov r1=r33
	(p16) tnat.nz.or.andcm p7,p63=r33
	ld8.fill r33=[r33]
	(p6) mov r33=ip
	;;
1:
//---
	rsm 0x20000
	sum 0x8
	(p6) cmp.eq p2,p1=r3,r1
	;;
	ld4.s r33=[r33]
1:
//---
	(p6) mov r1=cpuid[r16]
	mov r3=ar.ec
	(p1) mov r3=cr.dcr
	ld4.s r2=[r16]
1:
//---
	fma.s1 f2=f6,f3,f2
	sync.i
	epc
	(p16) mov pmc[r3]=r1
1:
//---
	br.cloop.sptk 1f
	(p16) mov ar.unat=r16
	(p16) mov r16=cpuid[r2]
1:
//---
	(p16) thash r33=r16
	flushrs
	mov cr.iva=r3
	mov ar.k1=r2
1:
//---
	ptc.l r3,r16
	st8 [r1]=r33,16
	;;
	mov pr.rot=0
	(p16) mov r3=cr.ivr
1:
//---
	(p1) mov cr.ifs=r3
	(p16) itc.i r33
	;;
	ssm 0x6000
	movl r16=0x12345678
1:
//---
	mov r16=dbr[r16]
	(p16) mov ar.rsc=r33
	mov cr.iva=r33
1:
//---
	(p1) fetchadd8.acq r33=[r16],1
	fmpy.s2 f40=f6,f6
1:
//---
	mov ar.rsc=r3
	(p16) movl r1=0x12345678
	(p16) fchkf.s2 1f
	mov r16=ar.k1
1:
//---
	itr.d dtr[r2]=r33
	srlz.i
	st8 [r3]=r2,16
1:
//---
	chk.s r2,1f
	alloc r3=ar.pfs,2,2,0,0
	(p6) br.call.sptk b6=1f
1:
//---
	st8.spill [r33]=r33
	mov cr.eoi=r2
	st8.spill [r1]=r2
1:
//---
	tak r1=r33
	;;
	mov ar.lc=r3
1:
//---
	(p16) mov dbr[r3]=r3
	xchg8 r1=[r2],r3
	(p6) mov r3=cr.tpr
	sync.i
1:
//---
	fchkf.s2 1f
	ld8 r3=[r33]
	(p1) mov r1=cr.iva
1:
//---
	mov pr=r16,0x1ff
	(p16) tnat.nz.or.andcm p6,p2=r16
	(p1) ld8.fill r1=[r16]
	(p16) mov ar.pfs=r33
1:
//---
	(p6) xchg8 r3=[r3],r16
	;;
	fetchadd8.acq r1=[r33],1
1:
//---
	(p1) frcpa.s0 f6,p16=f3,f6
	xchg8 r33=[r3],r3
1:
//---
	(p1) mov dbr[r1]=r16
	mov psr.um=r2
	br.wtop.sptk 1f
1:
//---
	(p6) mov r1=rr[r16]
	;;
	(p16) mov r1=cpuid[r33]
1:
//---
	(p1) mov rr[r2]=r1
	(p6) mov ar.ccv=r1
	cmp4.ne.and p1,p2=r33,r16
	ld8 r2=[r1],8
1:
//---
	invala
	;;
	itr.d dtr[r2]=r16
	br.wtop.sptk 1f
	rsm 0x20000
	;;
1:
//---
	(p1) mov rr[r2]=r16
	(p6) itr.d dtr[r3]=r33
	mov psr.um=r33
1:
//---
	(p1) mov r3=ar.rnat
	mov psr.um=r1
1:
//---
	flushrs
	alloc r16=ar.pfs,2,2,0,0
1:
//---
	mov r1=ar.rnat
	(p1) st8 [r3]=r16
	(p6) cmp.eq.or p1,p2=r1,r2
	;;
	(p1) mov r3=cr.tpr
1:
//---
	(p16) mov r2=ar.itc
	(p16) getf.sig r3=f6
1:
//---
	fc r33
	(p1) ld8.fill r1=[r2]
	;;
	mov pr=r2,-1
	(p6) mov r2=dbr[r3]
1:
//---
	epc
	chk.a.clr r3,1f
1:
//---
	(p1) fcmp.eq p63,p7=f40,f6
	mov r1=pkr[r33]
	mov pr.rot=0
1:
//---
	mf
	mov psr.um=r2
1:
//---
	(p1) tbit.z p1,p1=r2,3
	;;
	mov r2=cr.ivr
	(p16) br.ret.sptk b0
	mov ar.k1=r1
1:
//---
	mov ar.lc=r1
	mov pr=r16,0x1ff
	(p16) itr.d dtr[r2]=r2
1:
//---
	(p1) mov pmc[r2]=r3
	sync.i
	mov r2=psr.um
	fcmp.eq p16,p6=f40,f6
1:
//---
	mov cr.eoi=r3
	(p1) mov cr.tpr=r2
	mov cr.iva=r2
	(p1) getf.sig r3=f40
1:
//---
	(p1) mov cr.eoi=r1
	;;
	mov pr.rot=0
1:
//---
	st8.spill [r1]=r1
	;;
	mov r3=ar.bsp
	chk.a.clr r3,1f
	mov cr.ifa=r2
1:
//---
	(p1) cmp.eq.or p7,p1=r16,r2
	getf.sig r33=f2
	(p16) mov ar.lc=r33
	ld8 r3=[r3],8
1:
//---
	st8 [r2]=r1
	rsm 0x20000
1:
//---
	mov r3=cr.iva
	(p1) mov cr.iva=r2
	;;
	mov r33=ar.fpsr
1:
//---
	ldfd.c.nc f40=[r16]
	(p6) mov r3=cr.dcr
	(p6) mov cr.tpr=r1
	mov r33=pr
1:
//---
	br.cond.sptk 1f
	(p6) mov cr.iva=r16
	;;
	cover
	(p1) mov r33=dbr[r33]
1:
//---
	(p6) frcpa.s0 f3,p7=f40,f6
	fcmp.eq p7,p6=f2,f6
1:
//---
	(p16) mov r1=pr
	(p6) fclass.m p6,p16=f6,0x20
	(p6) br.cond.sptk b6
	;;
1:
//---
	mov r1=cr.dcr
	flushrs
	probe.r r16=r1,r1
	mov psr.l=r1
1:
//---
	rum 0x4
	br.cond.sptk b6
	mov r33=ar.k1
1:
//---
	mov psr.l=r2
	mov r3=pkr[r16]
	mov pr.rot=0
1:
//---
	epc
	loadrs
	(p6) mov r16=cr.iva
1:
//---
	fclrf.s0
	cmp.eq.or p1,p1=r3,r3
	ld4.s r3=[r33]
1:
//---
	(p1) mov r16=psr.um
	fetchadd8.acq r16=[r16],1
	(p16) mov pkr[r3]=r33
	(p1) fcmp.eq p2,p1=f6,f40
1:
//---
	fc r3
	(p1) mov b1=r2
	(p1) mov cr.iip=r1
	;;
	sum 0x8
1:
//---
	mov r1=cr.dcr
	epc
	(p16) mov rr[r2]=r16
1:
//---
	(p1) ld8.fill r16=[r33]
	mov cr.tpr=r16
	ldf8 f6=[r2]
1:
//---
	(p1) mov ar.fpsr=r3
	;;
	mov r2=ar.lc
	mov pr=r3,0x1ff
	(p6) mov ar.fpsr=r33
1:
//---
	fsetc.s1 0,0
	mov ar.rsc=r33
	cmp.eq.or p16,p63=r2,r1
	;;
	rum 0x4
1:
//---
	(p1) ld8 r16=[r3],8
	(p1) stfd [r2]=f40
1:
//---
	(p1) mov r3=cr.dcr
	(p16) probe.r r3=r1,r2
	mov r1=pmd[r3]
	(p1) mov ar.ccv=r16
1:
//---
	epc
	;;
	fsetc.s1 0,0
	cmp.eq p6,p16=r1,r16
1:
//---
	rum 0x4
	mov ar.rsc=r33
	(p6) mov r1=cr.ivr
	bsw.0
1:
//---
	mov r2=pkr[r1]
	chk.s r33,1f
1:
//---
	itr.d dtr[r16]=r2
	br.wtop.sptk 1f
	;;
	mov r2=ar.bsp
	(p6) xchg8 r1=[r16],r16
1:
//---
	(p1) mov r16=ar.k1
	;;
	ldfd.c.nc f6=[r3]
1:
//---
	(p1) mov r1=cr.iva
	alloc r33=ar.pfs,2,2,0,0
1:
//---
	(p16) ld4.s r33=[r2]
	br.ctop.sptk 1f
1:
//---
	(p1) tnat.nz.or.andcm p16,p2=r16
	tbit.z p16,p63=r33,3
1:
//---
	(p16) frcpa.s0 f3,p16=f6,f40
	br.ctop.sptk 1f
1:
//---
	(p16) ld8.fill r1=[r16]
	mov pmc[r16]=r3
1:
//---
	br.cond.sptk 1f
	(p6) mov r33=ar.ec
	(p6) mov ar.k1=r3
	;;
1:
//---
	(p1) mov r3=ar.k1
	mov dbr[r3]=r3
	mov ar.bspstore=r2
	(p6) st8.spill [r1]=r1
1:
//---
	srlz.d
	mov r1=cr.dcr
	;;
	(p6) ld8.a r16=[r3]
1:
//---
	(p6) mov ar.ec=r1
	(p6) getf.sig r16=f6
	;;
	mov r3=ar.lc
	(p6) mov r16=ar.fpsr
1:
//---
	st8 [r1]=r1,16
	(p6) mov ar.bspstore=r3
	(p16) ptr.d r1,r33
1:
//---
	cmpxchg8.acq r2=[r3],r33,ar.ccv
	mov r1=cr.ipsr
	;;
	bsw.0
	st8 [r16]=r3
1:
//---
	(p16) movl r2=0x12345678
	;;
	ttag r33=r2
1:
//---
	mov b0=r1
	chk.s r2,1f
	srlz.d
1:
//---
	srlz.i
	(p1) probe.r r3=r2,r33
1:
//---
	br.ctop.sptk 1f
	invala.e r2
1:
//---
	(p1) thash r33=r3
	mov cr.tpr=r2
	cover
1:
//---
	(p16) br.cond.sptk b6
	mov ar.ec=r33
	mov ar.ccv=r3
1:
//---
	br.wtop.sptk 1f
	(p6) cmpxchg8.acq r33=[r16],r1,ar.ccv
	;;
	(p1) mov ar.k1=r1
	mov psr.l=r3
1:
//---
	(p16) tbit.z p63,p63=r3,3
	;;
	mov cr.ifa=r2
	mov r2=ip
1:
//---
	(p1) mov r3=cr.ipsr
	mov cr.itm=r1
1:
//---
	tnat.nz.or.andcm p63,p7=r2
	;;
	(p6) mov r2=pmd[r3]
	bsw.0
	mov r3=r3
1:
//---
	(p1) mov cr.eoi=r1
	bsw.0
	;;
1:
//---
	mov cr.ifs=r16
	;;
	(p16) fetchadd8.acq r1=[r3],1
1:
//---
	(p6) br.cond.sptk b1
	(p16) mov pkr[r2]=r2
	;;
1:
//---
	mov r1=psr.um
	ldfd.c.nc f40=[r33]
	;;
1:
//---
	tbit.z p63,p1=r16,3
	(p6) mov b6=r16
1:
//---
	mov pr=r33,0x1ff
	mov r3=ar.unat
	sub r16=r3,r16
	chk.a.clr r16,1f
1:
//---
	itr.d dtr[r33]=r3
	alloc r3=ar.pfs,2,2,0,0
1:
//---
	(p1) mov ar.lc=r33
	;;
	srlz.d
	(p6) mov r16=cr.iva
1:
//---
	thash r2=r16
	(p6) mov cr.itm=r2
	;;
	(p1) mov cr.dcr=r1
	(p1) fcvt.fx f2=f3
1:
//---
	br.call.sptk b6=1f
	(p1) st8 [r16]=r3
	fc r1
	mov r33=cr.ipsr
1:
//---
	mov cr.ipsr=r3
	;;
	(p16) mov r3=ar.lc
	(p16) mov cr.dcr=r2
	st8 [r1]=r2
1:
//---
	mov r33=cr.iva
	sum 0x8
	;;
	getf.sig r33=f3
	mov pr.rot=0
	;;
1:
//---
	mov r1=psr
	mov rr[r3]=r33
	(p6) mov r2=pr
	tak r1=r1
1:
//---
	mov ar.bspstore=r16
	(p16) cmp.eq.or p2,p1=r2,r1
1:
//---
	mov r33=ip
	stfd [r1]=f3
	;;
	(p1) mov cr.itm=r16
	(p6) mov r16=rr[r33]
1:
//---
	mov r1=ar.bsp
	ld8.fill r33=[r2]
1:
//---
	xchg8 r3=[r3],r2
	(p16) mov r33=r1
	invala
1:
//---
	(p1) itc.i r1
	(p6) mov r1=psr.um
1:
//---
	(p1) frcpa.s0 f3,p2=f6,f3
	(p16) tbit.z p7,p63=r2,3
	ld8.fill r2=[r33]
1:
//---
	mov cr.ipsr=r2
	mov r1=cr.iva
	epc
	;;
1:
//---
	(p1) mov r2=ar.fpsr
	(p1) thash r33=r2
	(p16) mov rr[r3]=r3
1:
//---
	(p1) cmpxchg8.acq r3=[r1],r3,ar.ccv
	mov r1=ar.rnat
	(p16) itr.d dtr[r2]=r1
1:
//---
	(p1) adds r33=8,r1
	(p1) fcmp.eq p63,p16=f40,f3
	;;
	br.call.sptk b1=1f
	;;
1:
//---
	mov ar.bspstore=r16
	flushrs
	(p6) itc.d r16
1:
//---
	mov r1=pmd[r16]
	mov psr.l=r2
	;;
	mov b1=r16
	(p6) cmp4.ne.and p16,p7=r33,r33
1:
//---
	mov psr.l=r16
	mov ar.fpsr=r16
	mov r1=psr
1:
//---
	(p6) fma.s1 f3=f3,f2,f40
	(p1) itc.d r33
1:
//---
	adds r1=8,r2
	(p6) br.call.sptk b0=1f
	sync.i
	mov b1=r33
1:
//---
	mov r3=ar.ec
	mov r2=ip
	;;
1:
//---
	mov ar.ec=r3
	mov r3=cr.ipsr
	xchg8 r2=[r33],r3
1:
//---
	(p6) ld4.s r33=[r3]
	(p6) itc.d r3
	br.cloop.sptk 1f
	(p1) mov r2=ar.bsp
1:
//---
	br.cond.sptk b1
	movl r3=0x12345678
	;;
	(p16) mov r1=rr[r2]
1:
//---
	(p1) ptc.l r2,r33
	;;
	br.wtop.sptk 1f
	(p16) ld8.fill r33=[r16]
	ldfd.c.nc f40=[r16]
1:
//---
	(p1) cmpxchg8.acq r33=[r3],r33,ar.ccv
	itr.d dtr[r3]=r16
	;;
1:
//---
	invala
	(p16) mov r1=cr.iva
	;;
1:
//---
	(p6) mov r16=cr.tpr
	(p1) mov cr.iva=r33
	(p1) mov rr[r16]=r2
1:
//---
	cmp.eq.or p1,p6=r33,r2
	sum 0x8
	ttag r33=r3
	fclrf.s0
1:
//---
	invala
	cmp.lt.unc p2,p16=r33,r33
	mov cr.ifs=r1
	sum 0x8
1:
//---
	mov cr.iip=r2
	;;
	(p6) fcmp.eq p63,p2=f3,f2
	(p16) mov cr.iip=r33
	loadrs
1:
//---
	mov cr.iva=r3
	rsm 0x20000
	mov cr.eoi=r33
1:
//---
	(p6) fcvt.fx f40=f6
	(p6) tak r33=r16
	br.ctop.sptk 1f
	(p6) mov r3=ar.lc
	;;
1:
//---
	thash r33=r33
	cover
	(p1) mov cr.itir=r16
1:
//---
	(p1) mov ar.unat=r2
	(p16) ld4.s r16=[r33]
1:
//---
	flushrs
	;;
	loadrs
	(p16) ld4.s r2=[r2]
1:
//---
	(p1) fmpy.s2 f40=f3,f6
	(p1) mov cr.dcr=r16
1:
//---
	mov r2=dbr[r3]
	alloc r1=ar.pfs,2,2,0,0
	(p6) movl r1=0x12345678
	(p6) fchkf.s2 1f
	;;
1:
//---
	mov ar.rsc=r1
	chk.a.clr r2,1f
	mov pkr[r1]=r33
1:
//---
	(p16) cmp.lt.unc p1,p7=r16,r16
	cmpxchg8.acq r3=[r2],r33,ar.ccv
	mov r16=cr.ipsr
1:
//---
	chk.s r1,1f
	(p16) fchkf.s2 1f
	(p16) mov r2=ar.unat
	mov r2=ar.k1
1:
//---
	mov pr=r2,0x1ff
	cmp4.ne.and p63,p6=r33,r33
	(p6) st8 [r2]=r3
1:
//---
	xchg8 r2=[r3],r16
	(p1) mov cr.ifa=r3
	(p1) mov cr.itir=r3
	(p16) ld4.s r3=[r1]
1:
//---
	(p6) tpa r2=r16
	cmp.eq p6,p1=r3,r2
1:
//---
	(p16) mov cr.iva=r2
	sync.i
	(p1) fcvt.fx f40=f6
	sync.i
1:
//---
	srlz.d
	(p1) ld8 r16=[r1],8
	st8.spill [r1]=r16
	(p16) mov r1=cpuid[r33]
1:
//---
	(p6) mov r1=dbr[r33]
	(p6) ldfd.c.nc f6=[r3]
1:
//---
	mov pmc[r16]=r2
	mov r16=r33
	mov ar.lc=r16
1:
//---
	mov r16=ip
	st8 [r2]=r16,16
	mov psr.um=r33
1:
//---
	(p1) mov cr.iip=r2
	mov psr.l=r33
	;;
	(p6) mov r1=dbr[r3]
1:
//---
	mov ar.unat=r3
	mov rr[r33]=r16
	;;
	setf.sig f40=r1
1:
//---
	(p1) itc.i r1
	(p1) st8.spill [r2]=r3
	(p16) mov ar.rsc=r33
	mov ar.unat=r33
1:
//---
	mov cr.ifa=r16
	mov cr.tpr=r16
	mov r2=b6
1:
//---
	cmp.eq p7,p1=r1,r2
	;;
	(p6) mov pkr[r33]=r1
	sync.i
	mov pr=r3,-1
1:
//---
	ld8.a r1=[r2]
	sum 0x8
1:
//---
	sync.i
	(p16) mov r16=cpuid[r3]
	br.call.sptk b0=1f
	(p1) br.cond.sptk b6
1:
//---
	sub r2=r33,r3
	;;
	mov ar.k1=r16
	tpa r1=r33
1:
//---
	(p6) mov r16=pkr[r16]
	(p1) ldf8 f40=[r3]
	(p1) fadd f3=f40,f2
	mov pr=r16,0x1ff
1:
//---
	(p6) fma.s1 f3=f2,f3,f3
	(p6) getf.sig r16=f3
	thash r33=r33
1:
//---
	(p16) cmp.eq p63,p6=r3,r3
	(p16) chk.a.clr r16,1f
1:
//---
	mov ar.ec=r33
	(p6) mov r2=dbr[r1]
	;;
1:
//---
	invala
	bsw.0
1:
//---
	st8 [r16]=r16
	bsw.0
1:
//---
	alloc r16=ar.pfs,2,2,0,0
	mov pr=r33,0x1ff
	(p16) ttag r16=r1
1:
//---
	(p1) mov r3=b1
	mov r2=psr.um
	br.wtop.sptk 1f
1:
//---
	mov ar.ccv=r16
	st8.spill [r33]=r16
	;;
1:
//---
	chk.s r33,1f
	(p1) mov cr.dcr=r33
	ld4.s r2=[r33]
	(p1) sub r1=r16,r3
1:
//---
	(p6) mov r33=b1
	(p16) ld8 r16=[r3]
	fclass.m p6,p6=f6,0x20
	;;
1:
//---
	mov pmc[r3]=r2
	(p1) mov r3=cr.ipsr
	mov r1=r1
1:
//---
	mov r1=pkr[r33]
	stfd [r33]=f3
	(p6) ldfd.c.nc f6=[r3]
	ld8 r33=[r33]
1:
//---
	mov psr.l=r3
	(p1) stfd [r1]=f2
1:
//---
	mov cr.ifa=r1
	sync.i
	mov pr.rot=0
	fsetc.s1 0,0
1:
//---
	(p16) mov rr[r3]=r33
	;;
	srlz.i
1:
//---
	srlz.d
	;;
	mov r33=cpuid[r1]
	(p6) br.cond.sptk b1
1:
//---
	mov pr.rot=0
	;;
	tak r16=r2
	br.ret.sptk b6
1:
//---
	mov cr.dcr=r1
	br.cloop.sptk 1f
1:
//---
	fmpy.s2 f6=f6,f40
	(p6) tbit.z p63,p16=r3,3
	cmp4.ne.and p1,p16=r3,r1
	mov psr.l=r1
1:
//---
	(p1) frcpa.s0 f2,p1=f40,f6
	(p1) mov r2=cr.ipsr
1:
//---
	(p16) tnat.nz.or.andcm p1,p1=r3
	alloc r2=ar.pfs,2,2,0,0
	getf.sig r16=f6
1:
//---
	(p1) mov cr.ifs=r2
	rum 0x4
	ptc.l r16,r2
	;;
	mov psr.um=r33
1:
//---
	(p6) ld8.a r2=[r2]
	fchkf.s2 1f
	(p16) mov cr.ifs=r3
	bsw.0
1:
//---
	mov r2=cr.ivr
	(p6) tak r16=r33
	;;
	loadrs
1:
//---
	(p1) lfetch [r1]
	;;
	sync.i
	(p6) mov cr.ipsr=r3
	(p1) ttag r3=r16
1:
//---
	movl r2=0x12345678
	;;
	tbit.z p2,p2=r1,3
	;;
1:
//---
	br.cloop.sptk 1f
	mov cr.ifs=r33
1:
//---
	mov psr.l=r1
	fetchadd8.acq r1=[r33],1
	(p16) mov ar.bspstore=r16
	(p1) st8 [r33]=r2,16
1:
//---
	mov psr.l=r2
	(p16) lfetch [r2]
1:
//---
	(p6) br.ret.sptk b0
	(p1) mov r16=ar.bsp
	getf.sig r2=f2
1:
//---
	cover
	;;
	mf
1:
//---
	(p1) tnat.nz.or.andcm p6,p6=r2
	ld8.a r16=[r33]
1:
//---
	ptc.l r1,r3
	probe.r r3=r33,r33
	tpa r3=r16
	br.ctop.sptk 1f
	;;
1:
//---
	(p6) br.cond.sptk 1f
	mov pr.rot=0
	;;
1:
//---
	mov r16=ip
	;;
	mov psr.l=r2
	mov r2=cr.tpr
	;;
1:
//---
	mov cr.itm=r16
	;;
	(p16) mov cr.eoi=r33
1:
//---
	(p1) cmpxchg8.acq r16=[r33],r2,ar.ccv
	setf.sig f2=r2
	rsm 0x20000
	;;
	ld8 r2=[r16],8
1:
//---
	sub r33=r2,r16
	tnat.nz.or.andcm p2,p63=r2
	sync.i
1:
//---
	br.wtop.sptk 1f
	;;
	mov r33=ar.pfs
1:
//---
	(p16) fcmp.eq p2,p7=f2,f3
	(p6) getf.sig r3=f6
	bsw.0
1:
//---
	(p16) st8.spill [r3]=r2
	cmp.eq.or p16,p1=r2,r3
	(p6) itr.d dtr[r16]=r2
	;;
	(p1) mov rr[r1]=r1
1:
//---
	(p1) cmp4.ne.and p63,p16=r33,r1
	lfetch [r1]
1:
//---
	ld8 r33=[r2]
	st8.spill [r1]=r2
	loadrs
	(p16) mov r3=pmd[r33]
1:
//---
	(p6) itr.d dtr[r1]=r33
	(p16) fcmp.eq p16,p16=f3,f3
1:
//---
	br.ret.sptk b1
	br.ctop.sptk 1f
	(p16) mov rr[r1]=r33
	;;
1:
//---
	br.call.sptk b6=1f
	;;
	cmpxchg8.acq r2=[r33],r33,ar.ccv
	mov r2=cr.ipsr
1:
//---
	cmpxchg8.acq r33=[r16],r2,ar.ccv
	mov r3=ar.rnat
	(p1) add r2=r2,r2
	loadrs
1:
//---
	mov pr=r16,-1
	ld8 r2=[r33]
	;;
	(p1) mov cr.iip=r1
1:
//---
	(p1) mov r33=cr.ipsr
	mov cr.ifa=r1
1:
//---
	(p1) mov pkr[r16]=r1
	ttag r2=r2
	mov cr.itir=r16
1:
//---
	shladd r3=r33,2,r16
	;;
	ldf8 f3=[r3]
1:
//---
	(p16) ld8.fill r3=[r2]
	(p1) mov r33=pmd[r3]
1:
//---
	(p16) itr.d dtr[r2]=r1
	mov pr=r16,0x1ff
	mov ar.ccv=r33
	(p16) tpa r2=r1
1:
//---
	(p16) mov cr.tpr=r3
	;;
	mov r1=ar.pfs
	mov r3=ar.bsp
	mov r1=ar.lc
1:
//---
	(p16) br.ret.sptk b0
	mov cr.itir=r16
	mov ar.lc=r2
	(p6) mov ar.k1=r2
1:
//---
	mov dbr[r1]=r33
	fclrf.s0
	(p1) fma.s1 f2=f6,f6,f40
1:
//---
	ld4.s r1=[r16]
	srlz.d
	(p16) fma.s1 f40=f2,f3,f6
	(p6) mov pmc[r33]=r2
1:
//---
	flushrs
	fmpy.s2 f2=f3,f6
	(p6) fclass.m p16,p1=f2,0x20
1:
//---
	(p1) mov ar.k1=r2
	;;
	(p16) st8 [r2]=r2
	;;
	mov r1=ar.bsp
	mov r3=ar.unat
1:
//---
	br.cloop.sptk 1f
	invala.e r3
1:
//---
	(p1) frcpa.s0 f3,p63=f40,f2
	(p16) ld8 r16=[r2],8
1:
//---
	itr.d dtr[r1]=r3
	(p6) fcvt.fx f2=f6
	(p6) mov ar.unat=r1
1:
//---
	cmp.eq.or p63,p7=r1,r2
	(p1) lfetch [r16]
	st8 [r2]=r16,16
1:
//---
	mov pkr[r16]=r1
	mov r3=ar.pfs
	;;
	sum 0x8
	(p16) br.ret.sptk b6
1:
//---
	srlz.i
	(p6) mov r33=ip
	mov cr.ipsr=r1
	mov cr.ifs=r2
1:
//---
	(p16) mov r33=ar.k1
	mov r2=ar.itc
	mov r33=ar.pfs
	;;
	(p1) shladd r3=r1,2,r33
1:
//---
	(p16) thash r1=r33
	mov r16=pkr[r1]
	mov r33=cr.tpr
1:
//---
	ptr.d r33,r2
	cmp.lt.unc p63,p1=r16,r1
	(p16) mov r2=ar.bsp
	flushrs
1:
//---
	(p1) ptr.d r16,r3
	(p6) ld8.c.clr r1=[r33]
	;;
1:
//---
	(p16) ptr.d r2,r3
	mov ar.ccv=r2
	(p16) mov r3=ar.fpsr
	mov r16=ar.unat
	;;
1:
//---
	loadrs
	(p16) fcvt.fx f2=f3
	rsm 0x20000
	;;
	(p16) mov ar.lc=r3
1:
//---
	(p16) mov r33=ip
	mov cr.dcr=r1
	alloc r1=ar.pfs,2,2,0,0
1:
//---
	(p6) mov r1=cr.tpr
	thash r16=r33
	(p6) mov r1=ar.rnat
1:
//---
	(p6) mov r1=ar.unat
	mov psr.um=r16
	mov pr=r3,0x1ff
	br.ctop.sptk 1f
1:
//---
	tpa r2=r2
	(p1) ld8 r2=[r33],8
1:
//---
	chk.s r1,1f
	tpa r33=r3
	mov r1=ar.unat
1:
//---
	mov pr=r33,-1
	tnat.nz.or.andcm p1,p1=r16
	;;
1:
//---
	frcpa.s0 f40,p2=f2,f3
	(p1) mov r3=cr.ipsr
	srlz.d
1:
//---
	movl r1=0x12345678
	(p16) ld4.s r16=[r16]
	mov ar.ec=r1
	(p6) mov r2=pkr[r16]
1:
//---
	mov r2=b0
	(p6) mov cr.itm=r2
	;;
	(p16) mov r1=ar.pfs
	tak r16=r33
1:
//---
	(p1) mov cr.eoi=r3
	clrrrb
1:
//---
	(p16) ld8.c.clr r33=[r33]
	;;
	(p1) tbit.z p63,p1=r3,3
	(p1) mov r1=ar.itc
1:
//---
	bsw.0
	(p6) mov r33=ar.k1
	(p16) mov r3=pr
	(p16) mov ar.rsc=r33
1:
//---
	mov r2=ar.fpsr
	ptc.l r33,r2
	(p16) ld8 r1=[r1],8
1:
//---
	(p1) mov r33=r3
	fsetc.s1 0,0
1:
//---
	mov pr=r16,-1
	(p6) mov cr.ifs=r16
	clrrrb
	;;
	(p6) mov r3=psr
	;;
1:
//---
	(p6) cmp.eq p6,p63=r16,r1
	(p16) mov pkr[r33]=r1
	mov psr.l=r16
	mov cr.itir=r3
1:
//---
	cmp.eq.or p6,p6=r1,r16
	mov ar.bspstore=r3
	mov b0=r16
	;;
	br.ctop.sptk 1f
1:
//---
	bsw.0
	(p16) lfetch [r33]
	br.wtop.sptk 1f
	(p16) cmp.eq.or p1,p63=r16,r33
1:
//---
	(p6) mov pkr[r16]=r16
	(p16) getf.sig r2=f40
	(p16) tbit.z p7,p63=r1,3
	;;
	(p1) mov ar.bspstore=r2
1:
//---
	mov pkr[r2]=r1
	bsw.0
	(p16) mov r3=ar.rnat
	(p16) mov r2=b0
1:
//---
	(p6) ptc.l r33,r2
	probe.r r1=r1,r2
1:
//---
	stfd [r2]=f40
	fclrf.s0
	fc r16
	mov ar.ec=r16
1:
//---
	alloc r3=ar.pfs,2,2,0,0
	fma.s1 f6=f6,f6,f40
	(p16) ldf8 f2=[r1]
1:
//---
	(p1) ld8.fill r2=[r33]
	(p1) mov r16=ar.lc
	tbit.z p16,p1=r3,3
	stfd [r16]=f6
	;;
1:
//---
	chk.s r1,1f
	rsm 0x20000
	fma.s1 f40=f6,f40,f3
1:
//---
	cmp.eq p7,p1=r3,r1
	;;
	mov pr.rot=0
	fclrf.s0
	srlz.d
1:
//---
	mov ar.bspstore=r16
	alloc r3=ar.pfs,2,2,0,0
	(p1) tbit.z p2,p6=r16,3
	(p16) mov r16=ar.fpsr
1:
//---
	mov r3=ip
	(p6) tak r1=r16
	;;
1:
//---
	(p6) fc r1
	;;
	st8 [r3]=r3,16
1:
//---
	ld8.a r2=[r3]
	srlz.d
	mov ar.k1=r2
1:
//---
	(p6) ldfd.c.nc f2=[r33]
	(p6) cmpxchg8.acq r33=[r3],r3,ar.ccv
	(p6) ld8 r33=[r16],8
1:
//---
	(p1) shladd r1=r33,2,r16
	(p16) mov cr.tpr=r16
	(p1) tnat.nz.or.andcm p16,p63=r2
1:
//---
	mov r16=rr[r33]
	invala.e r3
	fmpy.s2 f6=f40,f40
	(p16) chk.s r33,1f
1:
//---
	(p6) mov r2=cpuid[r33]
	mov r1=ar.itc
	(p6) itc.d r16
1:
//---
	mov cr.itir=r1
	br.ctop.sptk 1f
	ptc.l r16,r1
	fcvt.fx f2=f2
1:
//---
	br.wtop.sptk 1f
	;;
	ttag r16=r33
	mov psr.l=r1
	mov r3=ar.ec
1:
//---
	mf
	(p6) mov r2=ar.unat
	(p1) sub r2=r2,r1
1:
//---
	(p6) mov r16=ar.itc
	mov psr.um=r16
	loadrs
1:
//---
	tpa r16=r16
	ptc.l r33,r1
	(p1) br.ret.sptk b6
	(p16) br.call.sptk b0=1f
1:
//---
	mov pr.rot=0
	(p16) frcpa.s0 f3,p7=f6,f3
	flushrs
	(p16) br.cond.sptk b1
1:
//---
	bsw.0
	fchkf.s2 1f
	(p6) mov ar.ccv=r3
	(p1) tnat.nz.or.andcm p6,p63=r33
1:
//---
	(p1) br.cond.sptk b1
	fcmp.eq p7,p7=f2,f6
	(p16) adds r16=8,r1
1:
//---
	cmpxchg8.acq r1=[r1],r3,ar.ccv
	cmp.lt.unc p7,p6=r2,r16
	;;
	br.cloop.sptk 1f
1:
//---
	(p16) ptc.l r16,r3
	br.ctop.sptk 1f
	cmp.eq p6,p63=r16,r3
	(p1) mov pkr[r1]=r16
	;;
1:
//---
	loadrs
	mov r33=ar.lc
1:
//---
	(p16) chk.a.clr r33,1f
	(p6) mov cr.tpr=r16
	(p6) br.ret.sptk b1
	(p16) itc.i r16
1:
//---
	mov r33=ar.pfs
	(p16) cmp.eq p1,p63=r1,r16
	;;
1:
//---
	(p6) mov pmc[r16]=r16
	itc.d r1
	mov cr.dcr=r16
1:
//---
	(p1) mov cr.itir=r1
	(p16) mov dbr[r2]=r1
	ld8.a r33=[r1]
1:
//---
	ld4.s r16=[r33]
	(p16) br.cond.sptk b6
	mov pr.rot=0
1:
//---
	(p6) mov r33=cr.ivr
	invala
1:
//---
	(p1) mov r1=cr.tpr
	loadrs
1:
//---
	(p1) mov r33=ar.pfs
	(p1) itc.d r2
	invala.e r33
1:
//---
	(p1) ld8 r2=[r1],8
	mov r2=b6
	mov psr.l=r3
	mov cr.dcr=r1
1:
//---
	br.wtop.sptk 1f
	(p1) ldf8 f40=[r16]
	sub r16=r3,r3
	(p1) mov r16=ar.bsp
1:
//---
	(p16) stfd [r2]=f40
	(p16) ld8.c.clr r2=[r2]
	(p16) mov r16=cr.ivr
	bsw.0
	;;
1:
//---
	br.wtop.sptk 1f
	mov r16=ar.fpsr
	srlz.d
1:
//---
	br.cond.sptk 1f
	(p1) mov ar.fpsr=r16
1:
//---
	fsetc.s1 0,0
	(p16) mov r1=psr.um
	mov r1=ar.bsp
1:
//---
	mov psr.l=r33
	mov pr=r1,-1
1:
//---
	(p1) chk.a.clr r16,1f
	thash r3=r3
1:
//---
	ptr.d r2,r16
	(p1) mov cr.dcr=r1
	mov r33=cr.tpr
	(p16) xchg8 r2=[r1],r3
1:
//---
	(p1) tpa r33=r3
	(p16) tbit.z p63,p6=r3,3
	;;
1:
//---
	(p6) mov ar.pfs=r3
	mov ar.pfs=r1
	;;
1:
//---
	invala.e r1
	epc
1:
//---
	fsetc.s1 0,0
	invala.e r3
	mov psr.l=r3
1:
//---
	(p6) mov r1=ar.pfs
	fchkf.s2 1f
1:
//---
	mov pr=r3,-1
	flushrs
1:
//---
	mov cr.dcr=r3
	(p16) fclass.m p1,p7=f3,0x20
1:
//---
	mov cr.eoi=r33
	fcmp.eq p1,p7=f6,f6
	(p16) mov cr.eoi=r1
1:
//---
	mov r16=cpuid[r16]
	frcpa.s0 f40,p6=f40,f40
	shladd r16=r16,2,r1
1:
//---
	(p6) ld8 r2=[r3],8
	loadrs
1:
//---
	loadrs
	alloc r16=ar.pfs,2,2,0,0
1:
//---
	(p6) mov r33=psr
	bsw.0
	;;
	fclass.m p16,p6=f6,0x20
	movl r33=0x12345678
1:
//---
	frcpa.s0 f40,p63=f2,f40
	itc.d r1
1:
//---
	(p6) ld8 r16=[r3],8
	mov r33=ar.itc
	;;
	(p1) chk.a.clr r16,1f
1:
//---
	chk.s r1,1f
	;;
	(p16) fadd f2=f2,f3
	fclass.m p6,p6=f40,0x20
1:
//---
	tak r2=r33
	(p1) fma.s1 f40=f40,f3,f2
	(p6) mov cr.dcr=r3
1:
//---
	(p16) probe.r r2=r33,r2
	cmp.eq p7,p16=r1,r3
	;;
	rsm 0x20000
	(p6) mov r2=pr
	;;
1:
//---
	mov ar.pfs=r16
	mov r16=psr
	(p6) fadd f40=f2,f40
	(p6) lfetch [r16]
1:
//---
	(p6) mov r16=cr.iva
	;;
	flushrs
	ld8.fill r3=[r2]
	br.ret.sptk b6
1:
//---
	chk.s r1,1f
	(p6) setf.sig f3=r1
	(p16) mov r1=cr.iva
	mov ar.fpsr=r16
1:
//---
	srlz.i
	mov pr.rot=0
	(p6) st8.spill [r33]=r16
1:
//---
	(p1) tbit.z p63,p7=r2,3
	(p1) tbit.z p16,p6=r3,3
	(p16) movl r2=0x12345678
1:
//---
	mov r16=cr.dcr
	(p1) mov r16=psr
1:
//---
	(p1) fetchadd8.acq r33=[r16],1
	(p6) mov pkr[r2]=r1
	mov ar.ccv=r3
	;;
1:
//---
	(p6) mov cr.iva=r1
	(p1) mov r1=ar.unat
1:
//---
	br.cloop.sptk 1f
	st8 [r16]=r3,16
	srlz.i
	(p1) ttag r1=r2
1:
//---
	(p16) mov cr.ifs=r1
	adds r3=8,r1
	sync.i
1:
//---
	(p16) st8.spill [r3]=r16
	mov pr=r16,0x1ff
	mov pr=r2,-1
	(p16) adds r16=8,r16
1:
//---
	mov ar.lc=r16
	mov r1=ar.unat
	(p16) mov ar.unat=r2
	bsw.0
	;;
1:
//---
	(p1) mov r33=cr.iva
	br.call.sptk b0=1f
	;;
1:
//---
	(p1) mov r3=b1
	chk.a.clr r1,1f
	br.wtop.sptk 1f
	fma.s1 f6=f40,f2,f3
1:
//---
	mov r16=cr.ipsr
	cover
1:
//---
	fmpy.s2 f6=f3,f40
	(p16) mov r2=ar.bsp
	flushrs
1:
//---
	tnat.nz.or.andcm p63,p6=r33
	fsetc.s1 0,0
	mov r16=ar.itc
	adds r3=8,r2
1:
//---
	(p6) mov cr.eoi=r2
	(p1) tak r16=r33
1:
//---
	mov ar.ccv=r2
	;;
	mov r1=cr.ipsr
1:
//---
	mov ar.ccv=r3
	cover
	srlz.d
	;;
	flushrs
1:
//---
	mov r16=ar.itc
	(p16) ldfd.c.nc f6=[r1]
	(p6) fma.s1 f6=f3,f40,f2
1:
//---
	st8 [r33]=r2,16
	(p16) xchg8 r33=[r1],r2
1:
//---
	(p1) ttag r16=r16
	ld8 r1=[r16]
	ld4.s r1=[r16]
	mov pr.rot=0
1:
//---
	br.cloop.sptk 1f
	sync.i
	mov r16=b0
	;;
1:
//---
	(p16) mov ar.ec=r16
	(p16) br.ret.sptk b1
	fclrf.s0
1:
//---
	(p1) mov r33=cr.dcr
	fma.s1 f40=f2,f40,f2
1:
//---
	clrrrb
	(p16) itc.d r33
	(p1) mov r33=cr.ipsr
	mov cr.eoi=r1
1:
//---
	(p1) ttag r3=r1
	ld8.a r33=[r3]
1:
//---
	loadrs
	(p16) mov r2=psr.um
	br.wtop.sptk 1f
	(p1) fc r2
1:
//---
	(p16) fclass.m p6,p1=f2,0x20
	;;
	mov cr.ifa=r2
	(p1) mov r1=cr.dcr
	;;
1:
//---
	mov r2=cr.dcr
	br.cond.sptk b0
	probe.r r3=r16,r33
	(p6) shladd r16=r1,2,r16
1:
//---
	(p1) ld8.a r33=[r3]
	setf.sig f6=r2
	br.cloop.sptk 1f
	(p6) fadd f6=f2,f40
1:
//---
	bsw.0
	mov ar.ccv=r1
	mov pmc[r2]=r33
1:
//---
	fetchadd8.acq r33=[r16],1
	;;
	mov psr.l=r16
	;;
1:
//---
	(p1) mov r2=cr.ipsr
	;;
	clrrrb
	ld4.s r33=[r33]
	(p16) st8 [r1]=r3
1:
//---
	(p1) mov ar.pfs=r16
	stfd [r33]=f3
	mov pr=r3,-1
1:
//---
	loadrs
	(p6) tak r2=r33
	;;
1:
//---
	(p6) ldf8 f3=[r1]
	;;
	mov r2=ar.k1
1:
//---
	(p1) ld8 r3=[r16],8
	(p6) fcmp.eq p63,p1=f40,f2
	(p1) mov ar.bspstore=r33
1:
//---
	mov r3=rr[r1]
	itc.i r33
	(p16) st8 [r2]=r3
	(p1) mov r33=ar.itc
1:
//---
	(p6) mov pmc[r1]=r3
	sync.i
	(p6) mov r16=ip
1:
//---
	sub r16=r2,r16
	;;
	mov r3=ar.pfs
	ld4.s r33=[r3]
	probe.r r16=r33,r1
1:
//---
	frcpa.s0 f40,p6=f2,f6
	st8 [r2]=r3,16
	(p6) mov r33=ar.itc
	mov ar.bspstore=r3
	;;
1:
//---
	mov r3=ar.fpsr
	rum 0x4
	fadd f3=f3,f40
	;;
1:
//---
	(p6) itr.d dtr[r3]=r2
	rum 0x4
1:
