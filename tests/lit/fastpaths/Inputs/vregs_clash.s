	.vregpool r14-r15
	.proc f
f:
	.vreg a
	add a=r14,r0
	.endp f
