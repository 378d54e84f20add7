	.vregpool r14-r15
	.proc f
f:
	.vreg a, b, c
	add a=r32,r0
	add b=r33,r0
	add c=a,b
	.endp f
