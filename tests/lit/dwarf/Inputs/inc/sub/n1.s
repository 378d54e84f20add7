	add r1 = r2, r3
	.include "sub/n2.s"
	add r4 = r5, r6
