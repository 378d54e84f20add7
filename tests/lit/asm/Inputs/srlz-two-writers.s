	.text
	ptc.e r1
	.align 16
	itr.i itr[r105]=r106
	st8.spill [r68]=r12
