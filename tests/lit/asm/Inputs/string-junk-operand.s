	.data
	.ascii "x", 5
