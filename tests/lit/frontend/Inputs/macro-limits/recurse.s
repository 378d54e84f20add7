	.macro r n
	r \n
	.endm
	r 1
