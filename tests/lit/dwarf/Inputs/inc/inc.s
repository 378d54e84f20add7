// -g over included files (dwarf/include.test): each file its own entry.
	.text
	.global f
f:
	mov r2 = r3
	.include "a.s"
	nop.m 0
	.include "sub/n1.s"
	.include "inc2.s"
	.include "b.s"
	br.ret.sptk.many b0
