	.text
	add r1 = r2, r3
	.org 40
