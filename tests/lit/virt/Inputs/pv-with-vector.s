// An interruption vector that switches to bank 1 and leaves the file: its
// last branch goes to pv_exit, which Inputs/pv-with-exit.s defines. Alone,
// that branch reads every register and no two registers outside r16-r31
// are free for the virtual bank switch; with the other file's liveness
// (paravirt --with), r2 and r3 are (pv_exit writes them before any read).
	.section .text.ivt, "ax", @progbits
	.align 32768
	.global pv_ivt
pv_ivt:
	br.sptk.many pv_ivt
	.org pv_ivt+0x2c00
pv_break:
	mov r16=r0
	mov r17=r0
	;;
	bsw.1
	;;
	br.sptk.many pv_exit
	;;
	.org pv_ivt+0x3000
	br.sptk.many pv_ivt
	;;
