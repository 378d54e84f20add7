// Bank switches with values and NaT bits in both banks, a bsw.1 already in
// bank 1 (a no-op on the machine) and a read of a bank-0 value after
// switching back: paravirt replaces every bsw by a switch of the virtual
// bank in the PSCB (r2 and r3 are free: written at the end, before any read).
	.text
	.global f
	.proc f
f:
	adds r14=-16,r12
	movl r9=0x5a5a
	mov r10=-1
	;;
	st8 [r14]=r0
	mov ar.unat=r10
	;;
	ld8.fill r21=[r14]		// a NaT in bank 1
	mov r16=16
	mov r17=17
	mov r18=18
	mov r19=19
	mov r20=20
	mov r22=22
	mov r23=23
	mov r24=24
	mov r25=25
	mov r26=26
	mov r27=27
	mov r28=28
	mov r29=29
	mov r30=30
	mov r31=31
	;;
	mov ar.unat=r9			// the guest's own ar.unat survives the switches
	;;
	bsw.1				// already in bank 1: nothing changes
	;;
	bsw.0
	;;
	ld8.fill r25=[r14]		// ar.unat bit clear: no NaT
	mov r16=116
	mov r17=117
	mov r18=118
	mov r31=131
	;;
	mov ar.unat=r10
	;;
	ld8.fill r26=[r14]		// a NaT in bank 0
	;;
	mov ar.unat=r9
	;;
	bsw.1
	;;
	adds r8=1,r16			// 17, bank 1's
	;;
	bsw.0
	;;
	mov r11=r17			// 117, bank 0's
	;;
	bsw.1
	;;
	mov r2=r0
	mov r3=r0
	br.ret.sptk.many b0
	.endp f
