// Macro lines get the invoking line; .rept bodies their own lines.
	.include "m.s"
	.text
	mov r2 = r3
	twoadds r4
	.rept 2
	sub r1 = r2, r3
	twoadds r5
	.endr
	.macro incit
	.include "a.s"
	.endm
	incit
	.pushsection .text.b, "ax", @progbits
	twoadds r6
	.popsection
	br.ret.sptk.many b0
