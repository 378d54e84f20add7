	.explicit
	.text
{ .mii
	ld8 r1 = [r2]
	ld8 r3 = [r4]
	nop.i 0
}
