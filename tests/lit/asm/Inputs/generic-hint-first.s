	.text
	(p38) hint 0x1fffff
