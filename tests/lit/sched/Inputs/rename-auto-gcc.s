// GCC -O0 shape: the same scratch register reused for two values.
	.text
	.align 16
	.global reuse#
	.proc reuse#
reuse:
	ld8 r14 = [r32]
	;;
	add r8 = r14, r33
	;;
	ld8 r14 = [r34]
	;;
	add r9 = r14, r35
	;;
	add r10 = r9, r8
	br.ret.sptk.many b0
	.endp reuse#
	.ident	"GCC: (GNU) 14.2.1 20240912 (Red Hat Cross 14.2.1-1)"
