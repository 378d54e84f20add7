	.rept 100000
	.rept 100000
	nop 0
	.endr
	.endr
