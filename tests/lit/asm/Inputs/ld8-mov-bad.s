	.text
	ld8.mov.nta r2 = [r3], foo
	ld8.mov r2 = [r3]
