// Two COMMON symbols (common-symbols.test): buf (24 bytes, 16-aligned) and cnt (4, 4).
	.text
	.global f
	.proc f
f:
	addl r14 = @ltoff(buf#), gp
	addl r15 = @ltoff(cnt#), gp
	;;
	ld8 r14 = [r14]
	ld8 r15 = [r15]
	mov r16 = 0x55
	;;
	st8 [r14] = r16
	st4 [r15] = r16
	;;
	ld8 r8 = [r14]
	sub r9 = r15, r14
	br.ret.sptk.many b0
	.endp f
	.comm buf#, 24, 16
	.comm cnt#, 4, 4
