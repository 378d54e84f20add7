	.text
	.global start, done
start:
	mov r8 = 42
	add r9 = r14, r15
	;;
	st8 [r16] = r9
done:
	nop.m 0
	;;
