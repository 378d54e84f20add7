	.text
	.global f#
	.proc f#
f:
	add r8 = r32, r33
	add r9 = r8, r33
	br.ret.sptk.many b0
	.endp f#
