// mov r=pr, mov pr=r,mask and mov pr.rot= see the predicates as if
// rrb.pr were 0 (Ski does the same); predicated instructions see them
// rotated. One br.ctop (lc 0, ec 2) rotates once: logical p17 is the old
// p16, while pr bit 16 is still that same physical predicate.
	.text
	.global f
	.proc f
f:
	clrrrb
	;;
	mov pr.rot=0x10000
	mov ar.lc=0
	mov ar.ec=2
	mov r9=0
	mov r10=0
	;;
	br.ctop.sptk.few 1f
	;;
1:	mov r8=pr
	(p17) mov r9=1
	(p16) mov r10=1
	movl r11=0x40000
	;;
	mov pr=r11,0x1fffe
	;;
	(p19) mov r14=2
	(p18) mov r15=3
	clrrrb.pr
	;;
	mov r16=pr
	br.ret.sptk.many b0
	;;
	.endp f
