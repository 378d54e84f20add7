	.text
	cmpxchg8.acq r1=[r2],r3
	ld16 r1=[r3]
	st16 [r3]=r2
	cmp8xchg16.acq r75=[gp],r122
	cmpxchg8.acq r1=[r2],r3,ar.ccv
	ld16 r1,ar.csd=[r3]
	st16 [r3]=r2,ar.csd
	alloc r8=0,0,0,0
	alloc r8=ar.pfs,0,0,0,0
