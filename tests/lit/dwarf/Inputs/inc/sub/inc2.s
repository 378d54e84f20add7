	add r17 = r8, r9
