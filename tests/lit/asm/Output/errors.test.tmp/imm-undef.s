	.text
	shl r1 = r2, nowhere
