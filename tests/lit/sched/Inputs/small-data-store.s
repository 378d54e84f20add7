// GCC's small data: a store through @gprel to .sbss (minilibc's srand).
	.text
	.global srand
	.proc srand
srand:
	addl r14 = @gprel(seed#), gp
	;;
	st8 [r14] = r32
	br.ret.sptk.many b0
	;;
	.endp srand
	.sbss
	.align 8
seed:
	.skip 8
