	.text
	adds r1 = 9000, r2
