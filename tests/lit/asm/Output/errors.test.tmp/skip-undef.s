	.data
	.skip nowhere
