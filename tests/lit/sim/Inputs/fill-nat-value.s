// ld8.fill of a doubleword whose ar.unat bit is set: the register gets the
// memory value and the NaT bit; st8.spill stores that value back.
	.text
	.global f
	.proc f
f:	adds r2=-16,r12
	movl r3=0x1234567890abcdef
	;;
	st8 [r2]=r3
	;;
	mov r16=ar.unat
	movl r17=-1
	;;
	mov ar.unat=r17
	;;
	ld8.fill r8=[r2]
	;;
	adds r9=-8,r12
	;;
	st8.spill [r9]=r8
	;;
	ld8 r10=[r9]
	mov ar.unat=r16
	;;
	br.ret.sptk.many b0
	;;
	.endp f
