	.auto
	ld8 r96=[r0],8
	cmp4.le.and p40,p53=r0,r98
	cmp.gt.or.andcm p41,p54=r98,r0
