	.data
	data1 300
