	.explicit
	.text
	.global f
	.proc f
f:
	mov r8 = 40
	addl r9 = 0x12345, r0
	movl r10 = 0x123456789abcdef0
	;;
	add r8 = r8, r9, 1
	sub r11 = r0, r9
	shladd r14 = r9, 3, r0
	;;
	and r15 = 0x7f, r10
	;;
	andcm r16 = r10, r15
	xor r17 = r10, r10
	;;
	shl r18 = r9, 4
	shr r19 = r11, 8
	shr.u r20 = r11, 60
	;;
	extr r21 = r10, 4, 8
	extr.u r22 = r10, 60, 4
	dep.z r23 = r9, 8, 16
	;;
	dep r24 = r0, r10, 0, 16
	shrp r25 = r9, r10, 16
	sxt1 r26 = r10
	;;
	zxt2 r27 = r11
	czx1.l r28 = r10
	czx1.r r29 = r18
	;;
	cmp.ne p6, p7 = 0, r9
	cmp.lt.unc p8, p9 = r11, r0
	cmp4.ltu p10, p11 = r0, r11
	;;
	(p7) mov r8 = 1
	(p6) adds r30 = 1, r8
	tbit.nz p12, p13 = r10, 4
	;;
	br.ret.sptk.many b0
	.endp f
