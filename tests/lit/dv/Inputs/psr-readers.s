// PSR fields read by branches, the RSE instructions, AR/PMD reads, user-mask
// writes, tak/tpa/fc after `mov psr.l` / ssm / rsm (GNU as: data semantics).
//---
	.text
	mov psr.l = r40 ;;
	br.ret.sptk.many b0 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	br.cond.sptk.many b6 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	(p6) br.cond.sptk.many 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	br.call.sptk.many b0 = b6 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	br.ia.sptk.many b6 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	br.cloop.sptk.few 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	br.ctop.sptk.few 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	brl.call.sptk.many b0=1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	chk.s r2, 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	chk.s.m r2, 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	chk.a.clr r2, 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	chk.a.nc f2, 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	fchkf.s1 1f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	brp.sptk 1f, 2f ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	rfi ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	alloc r3 = ar.pfs, 2, 2, 0, 0 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	flushrs ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	loadrs ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	cover ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar.bsp ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar.k0 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar63 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar.lc ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar.pfs ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = ar.itc ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = pmd[r4] ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = pmc[r4] ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov psr.um = r3 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	sum 0x1 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	rum 0x1 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	mov r3 = psr ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	tak r3 = r4 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	tpa r3 = r4 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	fc r3 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	fc.i r3 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	mov psr.l = r40 ;;
	ptc.e r3 ;;
1:	nop.i 0 ;;
2:	nop.b 0 ;;
//---
	.text
	ssm 0xffffff ;;
	br.ia.sptk.many b6 ;;
1:	nop.i 0 ;;
//---
	.text
	ssm 0xffffff ;;
	mov r3 = ar.rsc ;;
1:	nop.i 0 ;;
//---
	.text
	ssm 0xffffff ;;
	mov r3 = pmd[r4] ;;
1:	nop.i 0 ;;
//---
	.text
	ssm 0xffffff ;;
	tpa r3 = r4 ;;
1:	nop.i 0 ;;
//---
	.text
	ssm 0xffffff ;;
	chk.a.nc f2, 1f ;;
1:	nop.i 0 ;;
//---
	.text
	rsm 0x400000 ;;
	br.ia.sptk.many b6 ;;
1:	nop.i 0 ;;
//---
	.text
	rsm 0x400000 ;;
	mov r3 = ar.rsc ;;
1:	nop.i 0 ;;
//---
	.text
	rsm 0x400000 ;;
	mov r3 = pmd[r4] ;;
1:	nop.i 0 ;;
//---
	.text
	rsm 0x400000 ;;
	tpa r3 = r4 ;;
1:	nop.i 0 ;;
//---
	.text
	rsm 0x400000 ;;
	chk.a.nc f2, 1f ;;
1:	nop.i 0 ;;
//---
	.text
	mov psr.l = r40
	br.ret.sptk.many b0 ;;
//---
	.text
	mov psr.l = r40 ;;
	srlz.d ;;
	br.ret.sptk.many b0 ;;
