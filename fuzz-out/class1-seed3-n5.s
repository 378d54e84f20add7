	.pushsection .data.rel,"aw",@progbits
	stringz "quote\""
	.long 0xffffffff
	data8 ext2
	real8 1.5
	.quad 0x1
	real8 1e-40
2:
	data1 1
3:
	data1 1
