	add r7 = r8, r9
