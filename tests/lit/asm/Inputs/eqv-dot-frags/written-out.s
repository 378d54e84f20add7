	.data
D0:
	data4 0
S3 == . - D0
	data4 5
	.set s6, (. - D0) + 1
	data4 s6
