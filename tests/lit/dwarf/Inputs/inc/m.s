	.macro twoadds a
	add r8 = r9, \a
	add r11 = r12, \a
	.endm
