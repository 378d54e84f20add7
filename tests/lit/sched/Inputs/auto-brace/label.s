	.text
	.auto
	add r10=r11,r12
{ .mmi
	add r2=8,r12
1:	st8 [r2]=r9
	nop.i 0
}
	br.cond.sptk 1b
