// Privileged and system state at cpl 0: ssm/rsm on psr, sum/rum and
// mov psr.um= on the user mask, mov psr.l=, kernel registers, control
// registers, region and protection-key registers, cpuid, and ar.itc
// advancing with simulated time (written, then read back later).
	.explicit
	.text
	.global f
	.proc f
f:
	mov r8 = psr			// ic | bn
	;;
	ssm 0x4000			// psr.i
	;;
	srlz.d
	;;
	mov r9 = psr
	rsm 0x6000			// psr.i and psr.ic off
	;;
	srlz.d
	;;
	mov r10 = psr
	sum 0xc				// psr.up | psr.ac
	;;
	rum 0x4
	;;
	mov r11 = psr.um		// ac only: 0x8
	mov r14 = 0x12
	;;
	mov psr.um = r14		// up | mfl
	movl r15 = 0x2008		// ic | ac
	;;
	mov r16 = psr.um
	mov psr.l = r15
	;;
	srlz.d
	;;
	mov r17 = psr			// upper half kept (bn), lower half = 0x2008
	movl r18 = 0x1234567890
	;;
	mov ar.k3 = r18
	mov cr.itm = r18
	movl r19 = 0x6000000000000000	// region 3
	movl r20 = 0x00000000abcd0531	// rid 0xabcd, ps 20, ve 1
	;;
	mov rr[r19] = r20
	mov r21 = 5
	movl r22 = 0xabc01		// key 0xabc, valid
	;;
	mov pkr[r21] = r22
	;;
	srlz.d				// control, region and key register writes: data serialization
	;;
	mov r23 = ar.k3
	mov r24 = cr.itm
	;;
	mov r25 = rr[r19]
	mov r26 = pkr[r21]
	mov r27 = cpuid[r0]		// "GenuineI"
	movl r28 = 1000000
	;;
	mov ar.itc = r28
	;;
	mov r29 = ar.itc
	;;
	adds r30 = 1, r0
	;;
	adds r30 = 1, r30
	;;
	adds r30 = 1, r30
	;;
	mov r31 = ar.itc
	;;
	cmp.geu p6, p7 = r29, r28	// itc read back at or after the written value
	cmp.ltu p8, p9 = r29, r31	// and it advanced
	sub r2 = r31, r28
	;;
	cmp.ltu p10, p11 = 100, r2	// but by at most 100 over these few groups: p11
	;;
	break.m 0x99
	;;
	.endp f
