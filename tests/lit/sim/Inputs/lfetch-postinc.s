// lfetch with post-increment writes its base: by an immediate, by a
// register, with the NaT of the increment register; lfetch.fault of a NaT
// base is a NaT Consumption fault (entry nat_fault).
	.text
	.global f, nat_fault
	.proc f
f:	mov r8=0x1000
	mov r9=0x2000
	mov r10=0x30
	adds r2=-16,r12
	;;
	lfetch.nt1 [r8],8
	lfetch [r9],r10
	;;
	lfetch.excl [r8],-24
	;;
	movl r3=-1
	;;
	mov ar.unat=r3
	;;
	ld8.fill r11=[r2]	// r11: NaT
	mov r14=0x3000
	;;
	lfetch [r14],r11	// r14 becomes NaT
	;;
	br.ret.sptk.many b0
	;;
	.endp f
	.proc nat_fault
nat_fault:
	adds r2=-16,r12
	movl r3=-1
	;;
	mov ar.unat=r3
	;;
	ld8.fill r11=[r2]
	;;
	lfetch.fault [r11]
	;;
	br.ret.sptk.many b0
	;;
	.endp nat_fault
