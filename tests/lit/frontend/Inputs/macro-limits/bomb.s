	.macro b n
	.if \n
	b (\n-1)
	b (\n-1)
	.endif
	.endm
	b 60
