	.data
	.fill 2, 4, 0x11
	.fill 3
	.fill 1, 2
	.skip 3, 7
