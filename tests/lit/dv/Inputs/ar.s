// Application registers.
	mov r3=ar.lc
	mov ar.lc=r3
//---
	mov ar.lc=r3
	mov r3=ar.lc
//---
	mov ar.k3=r3
	mov r3=ar.k3
//---
	mov ar.k3=r3
	mov r3=ar.k4
//---
	mov ar42=r3
	mov r3=ar42
//---
	mov ar48=r3
	mov r3=ar48
//---
	mov ar48=r3
	mov r3=ar49
//---
	mov ar112=r3
	mov.i r3=ar112
//---
	mov ar127=r3
	mov ar127=5
//---
	mov ar60=r3
	br.ia.sptk b1
//---
	mov ar.unat=r3
	mov r3=ar.unat
//---
	mov ar.fpsr=r3
	mov r3=ar.fpsr
//---
	st8.spill [r2]=r3
	ld8.fill r4=[r5]
//---
	st8.spill [r2]=r3
	st8.spill [r5]=r6
//---
	mov ar.unat=r3
	ld8.fill r4=[r5]
//---
	mov ar.ccv=r3
	cmpxchg8.acq r1=[r3],r2,ar.ccv
//---
	mov ar.rsc=r3
	mov r4=ar.rsc
//---
	mov ar.bspstore=r3
	mov r4=ar.bsp
//---
	mov ar.bspstore=r3
	mov r4=ar.rnat
//---
	flushrs
	mov r4=ar.bspstore
//---
	loadrs
	mov r4=ar.rnat
//---
	cover
	mov r4=ar.bsp
//---
	mov ar.itc=r3
	mov r4=ar.itc
//---
	mov ar.ec=r3
	mov r4=ar.ec
//---
	mov ar.csd=r3
	st16 [r4]=r5,ar.csd
//---
	ld16 r5,ar.csd=[r4]
	mov r6=ar.csd
//---
	mov ar.ssd=r3
	mov r4=ar.ssd
//---
	mov ar.eflag=r3
	mov r4=ar.eflag
//---
	mov ar.k0=r3
	mov ar.k0=r4
