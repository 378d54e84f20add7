	.text
	.auto
{ .mii
	add r1=r2,r3
	add r4=r1,r6
	add r7=r4,r9
}
