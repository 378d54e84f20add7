	.text
	.vregpool r14
	.vreg a, b
	.proc h
h:	mov a=r32
	mov b=r33
	add r8=a,b
	br.ret.sptk.many b0
	.endp h
