	.text
	adds r1 = @gprel(x), r1
