	ld8.d0 r10 = [r2]
	ld8.nt2 r10 = [r2], 8
	st8.nt1 [r10] = r2, 8
	ldfps.d2 f10, f11 = [r2]
