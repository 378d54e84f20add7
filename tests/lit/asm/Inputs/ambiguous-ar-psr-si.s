	.text
	ssm 0xc3b562
(p15)	mov ar48 = r61
