	.text
	(p21) fcmp.lt p37, p38 = f127, f98
L7:
	(p37) hint 1854574
