	.vregpool r14-r16
	.proc f
f:
	.vreg a, b, c, d
	.expect cycles<=3
	add a=r32,r33
	adds b=0xa0,a
	ld8 c=[b]
1:	ld8 d=[c],8
	br.cloop.sptk.few 1b
	add r8=b,r0
	.endp f
