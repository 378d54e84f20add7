	.text
	.auto
{ .mmi
	add r2=8,r12
	st8 [r2]=r9
	nop.i 0
}
	add r10=r11,r12
