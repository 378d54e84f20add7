	.explicit
	.text
	.global f
	.proc f
f:
	movl r2 = 0x200000
	;;
	ld8 r8 = [r2], 8		// r8 = word 0, r2 += 8
	;;
	ld4 r9 = [r2]			// low half of word 1
	ld2 r10 = [r2]
	ld1 r11 = [r2]
	adds r3 = 16, r2
	;;
	st8 [r3] = r8, 8		// word 3 = word 0, r3 += 8
	;;
	st4 [r3] = r9
	mov ar.ccv = r9
	;;
	cmpxchg4.acq r14 = [r3], r10, ar.ccv	// succeeds: [r3] = r10
	;;
	xchg8 r15 = [r2], r11		// word 1 = r11, r15 = old word 1
	;;
	fetchadd8.rel r16 = [r2], 4	// word 1 += 4
	;;
	ld8 r17 = [r2]
	ld4 r18 = [r3]
	mov r19 = 1
	;;
	mov ar.unat = r0
	adds r20 = 64, r2
	ld8.s r21 = [r0]		// deferred: NaT
	;;
	st8.spill [r20] = r21		// sets the unat bit of r20's slot
	;;
	ld8.fill r22 = [r20]
	mov r23 = ar.unat
	;;
	tnat.nz p6, p7 = r22
	adds r24 = 96, r2		// 0x200068
	mov r25 = 0x1ff
	;;
	st1 [r24] = r25, 2		// byte 0x68 = 0xff, r24 += 2
	mov r26 = 3
	;;
	st2 [r24] = r25, -2		// bytes 0x6a-0x6b = 0x01ff, r24 -= 2
	mov ar.ccv = r26
	;;
	ld4 r27 = [r24], r26		// 0x01ff00ff, r24 += 3 (register post-increment)
	;;
	cmpxchg1.acq r28 = [r24], r25, ar.ccv	// byte 0x6b is 1, not 3: fails, r28 = 1
	;;
	adds r24 = -3, r24
	;;
	fetchadd4.acq r30 = [r24], -1	// old 0x01ff00ff; memory 0x01ff00fe
	;;
	ld8 r29 = [r24]
	adds r4 = 0x78, r2		// 0x200080, 16-byte aligned
	mov r5 = 0x55
	mov r6 = 0x66
	;;
	mov ar.csd = r6
	;;
	st16 [r4] = r5, ar.csd		// 0x200080 = 0x55, 0x200088 = 0x66
	;;
	ld16 r31, ar.csd = [r4]		// r31 = 0x55, ar.csd = 0x66
	mov ar.ccv = r5
	;;
	mov r7 = ar.csd
	mov r6 = 0x88
	mov r5 = 0x77
	;;
	mov ar.csd = r6
	;;
	cmp8xchg16.acq r6 = [r4], r5, ar.csd, ar.ccv	// 0x55 == ccv: [r4] = 0x77, [r4 + 8] = 0x88
	;;
	ld8 r5 = [r4], 8
	;;
	ld8 r4 = [r4]
	;;
	(p6) mov r19 = 2
	br.ret.sptk.many b0
	.endp f
