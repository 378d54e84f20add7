	.text
	fma.s.s0 f2 = f3, f4, f5
	fchkf.s0 1f
1:
