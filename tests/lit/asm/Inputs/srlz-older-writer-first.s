	.text
{ .mii
	ssm 0xffffff
}
	ptr.i sp,r13
	pmpy2.l r67=r70,r121
	ldf8.nt1 f39=[r8]
