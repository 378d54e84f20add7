
	sub r14 = r15, r16
