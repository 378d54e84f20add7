// PSR.vm: vmsw.0/.1 write it; GNU as -xexplicit reports a RAW (implied: a stop
// suffices) for memory accesses, TLB and translation instructions, moves of
// CRs, M-unit ARs, indirect registers (not reads of pmd/msr), psr.l, rsm/ssm,
// cover, bsw and rfi; the rest (lfetch, probe, fc, epc, psr.um, I-unit ARs) not.
//---
	.text
	vmsw.0
	ld8 r1=[r2]
//---
	.text
	vmsw.0
	add r1=r2,r3
//---
	.text
	vmsw.0
	tpa r1=r2
//---
	.text
	vmsw.0
	mov r1=cpuid[r2]
//---
	.text
	vmsw.0
	mov r1=ar.k0
//---
	.text
	vmsw.0
	lfetch [r2]
//---
	.text
	vmsw.0
	probe.r r1=r2,r3
//---
	.text
	vmsw.0
	mov r1=psr
//---
	.text
	vmsw.0
	fc r2
//---
	.text
	vmsw.0
	thash r1=r2
//---
	.text
	vmsw.0
	mov r1=ar.bspstore
//---
	.text
	vmsw.0
	mov r1=ar.itc
//---
	.text
	vmsw.0
	mov r1=ar.ruc
//---
	.text
	vmsw.0
	mov r1=ar.bsp
//---
	.text
	vmsw.0
	mov r1=ar.rnat
//---
	.text
	vmsw.0
	ptc.e r2
//---
	.text
	vmsw.0
	mov r1=pmd[r2]
//---
	.text
	vmsw.0
	mov r1=ibr[r2]
//---
	.text
	vmsw.0
	mov r1=cr.iva
//---
	.text
	vmsw.0
	mov cr.iva=r1
//---
	.text
	vmsw.0
	cover
//---
	.text
	vmsw.0
	epc
//---
	.text
	vmsw.0
	br.ret.sptk b0
//---
	.text
	vmsw.0
	mov r1=ip
//---
	.text
	vmsw.0
	mov r1=psr.um
//---
	.text
	vmsw.0
	mov psr.um=r1
//---
	.text
	vmsw.0
	ld8.s r1=[r2]
//---
	.text
	vmsw.0
	mov ar.k0=r1
//---
	.text
	vmsw.0
	mov ar.rsc=r1
//---
	.text
	vmsw.0
	invala
//---
	.text
	vmsw.0
	st8 [r2]=r3
//---
	.text
	vmsw.0
	mov r1=dbr[r2]
//---
	.text
	vmsw.0
	mov dbr[r2]=r1
//---
	.text
	vmsw.0
	mov pkr[r2]=r1
//---
	.text
	vmsw.0
	mov r1=pmc[r2]
//---
	.text
	vmsw.0
	mov rr[r2]=r1
//---
	.text
	vmsw.0
	itc.d r1
//---
	.text
	vmsw.0
	ptr.d r1,r2
//---
	.text
	vmsw.0
	rfi
//---
	.text
	vmsw.0
	bsw.0
//---
	.text
	vmsw.0
	ssm 0x2000
//---
	.text
	vmsw.0
	mov psr.l=r1
//---
	.text
	vmsw.0
	mov r1=ar.ccv
//---
	.text
	vmsw.0
	tak r1=r2
//---
	.text
	vmsw.0
	ttag r1=r2
//---
	.text
	vmsw.0
	mov r1=ar.unat
//---
	.text
	vmsw.0
	mov r1=ar.lc
//---
	.text
	vmsw.0
	mov r1=ar.pfs
//---
	.text
	vmsw.0
	mov ar.lc=r1
//---
	.text
	vmsw.0
	mov ar.ec=r1
//---
	.text
	vmsw.0
	mov r1=ar.fpsr
//---
	.text
	vmsw.0
	mov ar.fpsr=r1
//---
	.text
	vmsw.0
	rsm 0x2000
//---
	.text
	vmsw.0
	sum 0x4
//---
	.text
	vmsw.0
	rum 0x4
//---
	.text
	vmsw.0
	cmpxchg8.acq r1=[r2],r3,ar.ccv
//---
	.text
	vmsw.0
	fetchadd8.acq r1=[r2],1
//---
	.text
	vmsw.0
	xchg8 r1=[r2],r3
//---
	.text
	vmsw.0
	ld8.fill r1=[r2]
//---
	.text
	vmsw.0
	st8.spill [r2]=r3
//---
	.text
	vmsw.0
	ldf8 f2=[r2]
//---
	.text
	vmsw.0
	stf8 [r2]=f3
//---
	.text
	vmsw.0
	lfetch.fault [r2]
//---
	.text
	vmsw.0
	ptc.g r1,r2
//---
	.text
	vmsw.0
	ptc.ga r1,r2
//---
	.text
	vmsw.0
	ptc.l r1,r2
//---
	.text
	vmsw.0
	itr.i itr[r1]=r2
//---
	.text
	vmsw.0
	itc.i r1
//---
	.text
	vmsw.0
	mov r1=rr[r2]
//---
	.text
	vmsw.0
	mov r1=pkr[r2]
//---
	.text
	vmsw.0
	mov r1=cr.ivr
//---
	.text
	vmsw.0
	mov r1=cr.dcr
//---
	.text
	vmsw.0
	ld8.a r1=[r2]
//---
	.text
	vmsw.0
	ld8.c.clr r1=[r2]
//---
	.text
	vmsw.0
	ld16 r1,ar.csd=[r2]
//---
	.text
	vmsw.0
	st16 [r2]=r1,ar.csd
//---
	.text
	vmsw.0
	srlz.d
//---
	.text
	vmsw.0
	mf
//---
	.text
	vmsw.0
	flushrs
//---
	.text
	vmsw.0
	loadrs
//---
	.text
	vmsw.0
	clrrrb
//---
	.text
	vmsw.0
	break 0
//---
	.text
	vmsw.0
	mov ibr[r2]=r1
//---
	.text
	vmsw.0
	mov pmc[r2]=r1
//---
	.text
	vmsw.0
	mov pmd[r2]=r1
//---
	.text
	vmsw.0
	mov msr[r2]=r1
//---
	.text
	vmsw.0
	mov r1=msr[r2]
//---
	.text
	vmsw.0
	probe.w.fault r1,0
//---
	.text
	vmsw.0
	vmsw.1
//---
	.text
	vmsw.0
	mov ar.itc=r1
//---
	.text
	vmsw.0
	mov r1=ar.csd
//---
	.text
	vmsw.0
	mov r1=ar.eflag
//---
	.text
	vmsw.0
	mov r1=ar.fcr
//---
	.text
	vmsw.0
	mov r1=pr
//---
	.text
	vmsw.0
	mov r1=b0
//---
	.text
	vmsw.0
	mov r1=ar48
//---
	.text
	vmsw.0
	mov ar48=r1
//---
	.text
	vmsw.0
	mov.m r1=ar.k1
//---
	.text
	vmsw.0
	ld8 r1=[r2] ;;
//---
	.text
	vmsw.0
	(p6) ld8 r1=[r2]
//---
	.text
	vmsw.1 ;;
	ld8 r1=[r2]
