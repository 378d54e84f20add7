	.rept 1000
	.rept 1000
	.rept 1000
	.if 0
	.endif
	.endr
	.endr
	.endr
