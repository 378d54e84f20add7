	.data
	data8 1, 2
	.org 4
