	.text
	.auto
{ .mib
	add r1=r2,r3
	add r4=r5,r6
	add r7=r8,r9
}
	add r10=r11,r12
