	.text
a:	nop.m 0
	.data
	data8 a - b
b:	data8 0
