	.text
	.proc g
g:
	add r1=r2,f3
	br.ret.sptk.many b0
	.endp g
