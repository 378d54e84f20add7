// Multimedia family: every parallel arithmetic, compare, shift, multiply
// and shuffle form on two fixed inputs; results in r32-r79, then break 0x99.
//   r14 bytes (7..0): 80 7f 01 ff 7f fe 80 01
//   r15 bytes (7..0): 7f 01 01 ff 00 02 ff 01
	.explicit
	.text
	.global f
	.proc f
f:
	alloc r2 = ar.pfs, 0, 64, 0, 0
	movl r14 = 0x807f01ff7ffe8001
	movl r15 = 0x7f0101ff0002ff01
	;;
	padd1 r32 = r14, r15
	padd1.sss r33 = r14, r15
	padd1.uuu r34 = r14, r15
	padd1.uus r35 = r14, r15
	padd2 r36 = r14, r15
	padd2.sss r37 = r14, r15
	;;
	padd4 r38 = r14, r15
	psub1 r39 = r14, r15
	psub1.sss r40 = r14, r15
	psub1.uuu r41 = r14, r15
	psub1.uus r42 = r14, r15
	psub2.uuu r43 = r14, r15
	;;
	psub4 r44 = r14, r15
	pavg1 r45 = r14, r15
	pavg1.raz r46 = r14, r15
	pavgsub1 r47 = r14, r15
	pcmp1.eq r48 = r14, r15
	pcmp2.gt r49 = r14, r15
	;;
	pcmp4.gt r50 = r14, r15
	pshladd2 r51 = r14, 2, r15
	pshradd2 r52 = r14, 3, r15
	pmin1.u r53 = r14, r15
	pmax1.u r54 = r14, r15
	pmin2 r55 = r14, r15
	;;
	pmax2 r56 = r14, r15
	psad1 r57 = r14, r15
	pshl2 r58 = r14, 4
	pshr2 r59 = r14, 4
	pshr2.u r60 = r14, 4
	mov r9 = 40
	;;
	pshl4 r61 = r14, r9
	pshr4 r62 = r14, r9
	pshr4.u r63 = r15, 8
	pmpyshr2 r64 = r14, r15, 7
	pmpyshr2.u r65 = r14, r15, 16
	;;
	pmpy2.r r66 = r14, r15
	pmpy2.l r67 = r14, r15
	mix1.r r68 = r14, r15
	mix1.l r69 = r14, r15
	mix2.r r70 = r14, r15
	;;
	mix4.l r71 = r14, r15
	unpack1.h r72 = r14, r15
	unpack2.l r73 = r14, r15
	unpack4.h r74 = r14, r15
	pack2.sss r75 = r14, r15
	;;
	pack2.uss r76 = r14, r15
	pack4.sss r77 = r14, r15
	mux1 r78 = r14, @rev
	mux1 r79 = r14, @mix
	mux1 r16 = r14, @shuf
	;;
	mux1 r17 = r14, @alt
	mux1 r18 = r14, @brcst
	mux2 r19 = r14, 0x1b
	popcnt r20 = r15
	czx2.r r21 = r15
	;;
	break.m 0x99
	;;
	.endp f
