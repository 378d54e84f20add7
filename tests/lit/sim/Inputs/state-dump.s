	.text
	.global body
	.proc body
body:
	movl r9=0x0009804c0270033f
	;;
	mov ar.fpsr=r9
	mov r8=5
	movl r10=0x3ff0000000000000
	;;
	setf.d f7=r10
	movl r11=val
	;;
	st8 [r11]=r8
	frcpa.s0 f6,p6=f7,f7
	;;
	br.ret.sptk.many b0
	;;
	.endp body
	.data
val:	data8 0
