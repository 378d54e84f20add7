#include "h.h"
	.text
	mov r2 = r3
	ADD(r4)
	.rept 2
	sub r1 = r2, r3
	.endr
#include "h.h"
	br.ret.sptk.many b0
