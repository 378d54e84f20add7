// included by macro-include.s: a macro and an equate
	.macro emit v
	data1 \v
	.endm
answer = 42
	.include "leaf.s"
