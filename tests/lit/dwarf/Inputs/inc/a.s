	add r8 = r9, r10
	add r11 = r12, r13
