// A guest-kernel fragment with the instructions vBlades' static replacement
// handles: run native, under the simulator's hypervisor as written
// (trap-and-emulate, cover unreplaced) and after `paravirt --level=trap`.
	.text
	.global f
	.proc f
f:
	movl r9=0x2000000000000000
	movl r10=(0x100 << 8) | (14 << 2) | 1
	;;
	mov rr[r9]=r10
	movl r11=0xe000000000000000 | (15 << 2) | 1
	;;
	mov cr.pta=r11
	movl r12=0x2000000012345678
	;;
	srlz.d
	;;
	thash r18=r12
	ttag r19=r12
	;;
	rsm psr.i | psr.ic
	;;
	srlz.d
	;;
	cover
	;;
	mov r20=cr.ifs
	ssm psr.ic
	;;
	srlz.d
	mov r21=cr.ipsr
	mov r22=psr
	;;
	ssm psr.i
	br.ret.sptk.many b0
	.endp f
