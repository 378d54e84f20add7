// loadrs with a non-zero RSC.loadrs is legal only without a frame
// (CFM.sof = 0, as after cover); else an Illegal Operation (SDM vol. 3 loadrs).
	.text
	.global with_frame, covered, zero
	.proc with_frame
with_frame:
	alloc r3=ar.pfs,0,2,0,0
	movl r2=16 << 16	// mode 0 (enforced lazy), loadrs 16 bytes
	;;
	mov ar.rsc=r2
	;;
	loadrs
	;;
	mov ar.pfs=r3
	;;
	br.ret.sptk.many b0
	;;
	.endp with_frame
	.proc covered
covered:
	alloc r3=ar.pfs,0,2,0,0
	movl r2=16 << 16
	;;
	mov ar.rsc=r2
	mov r16=ar.pfs
	;;
	cover
	;;
	loadrs
	;;
	mov ar.pfs=r16
	mov r8=ar.bsp
	mov r9=ar.bspstore
	;;
	sub r10=r8,r9		// 16: the two registers loadrs keeps dirty
	br.ret.sptk.many b0
	;;
	.endp covered
	.proc zero
zero:	alloc r3=ar.pfs,0,2,0,0
	;;
	mov ar.rsc=r0		// loadrs 0 with a frame is legal
	;;
	loadrs
	;;
	mov ar.pfs=r3
	;;
	br.ret.sptk.many b0
	;;
	.endp zero
