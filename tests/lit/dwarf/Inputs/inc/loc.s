// Explicit .file/.loc: only their rows, included code or not.
	.file 1 "x.c"
	.text
	.loc 1 5 0
	mov r2 = r3
	.include "a.s"
	.loc 1 6 0
	br.ret.sptk.many b0
