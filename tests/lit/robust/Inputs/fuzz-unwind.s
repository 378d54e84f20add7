	.file 1 "x.c"
	.text
	.global f
	.proc f
f:
	.prologue 12, r33
	.save ar.pfs, r34
	.loc 1 4 0
	alloc r34 = ar.pfs, 0, 3, 0, 0
	.body
	.loc 1 5 0
	br.ret.sptk.many b0
	.endp f
