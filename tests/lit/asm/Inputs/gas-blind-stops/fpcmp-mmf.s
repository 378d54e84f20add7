	.auto
	(p52) ldfe.sa.nt1 f12=[r94],r102
	fpcmp.lt f77=f12,f112
{ .mmf
	(p49) lfetch.d1 [r72],r32
	ld1.acq.nt1 r16=[r104],r94
}
