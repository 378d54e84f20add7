	.auto
	(p52) ldfe.sa.nt1 f12=[r94],r102
	ld1.acq.nt1 r16=[r104],r94
