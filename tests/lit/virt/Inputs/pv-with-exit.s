// The other file of the program of pv-with-vector.s: at pv_exit, r2 and r3
// are written before anything reads them.
	.text
	.global pv_exit
	.proc pv_exit
pv_exit:
	mov r2=1
	mov r3=2
	;;
	add r8=r2,r3
	br.ret.sptk.many b0
	.endp pv_exit
