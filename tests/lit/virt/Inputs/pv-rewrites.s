// Guest-kernel code with every pscb/batch rewrite in it: each rewritten
// instruction is followed (before any read) by a write of some scratch
// register, so liveness proves one free there without --abi.
	.text
	.global f
	.proc f
f:
	rsm psr.i
	mov r14=1
	;;
	movl r9=0x2000000000000000
	movl r10=(0x100 << 8) | (14 << 2) | 1
	movl r11=0x4000000000000000
	movl r15=(0x101 << 8) | (14 << 2) | 1
	;;
	mov rr[r9]=r10
	add r16=r10,r0
	;;
	mov rr[r11]=r15
	mov r17=r0
	;;
	srlz.d
	;;
	rsm psr.ic
	mov r18=r0
	;;
	srlz.d
	;;
	mov cr.iip=r10
	mov cr.ipsr=r11
	mov r19=r0
	;;
	ssm psr.ic
	mov r20=r0
	;;
	srlz.d
	;;
	ssm psr.i
	mov r21=r0
	cmp.eq p6,p7=r0,r0
	;;
	mov r2=r0
	mov r3=r0
	mov r8=r0
	br.ret.sptk.many b0
	.endp f

// The pending check: an interrupt is pending (the hypervisor's flag, set
// here by the guest itself) when psr.i is enabled: one sync_irq hypercall.
	.global g
	.proc g
g:
	rsm psr.i
	mov r14=1
	;;
	movl r2=0xe000000000fe0408
	;;
	st8 [r2]=r14
	;;
	ssm psr.i
	mov r21=r0
	cmp.eq p6,p7=r0,r0
	;;
	mov r2=r0
	br.ret.sptk.many b0
	.endp g

// No register is proven free: the return hands every register to the
// caller (no --abi), so psr.i stays a privileged rsm/ssm that traps.
	.global h
	.proc h
h:
	rsm psr.i
	;;
	ssm psr.i
	br.ret.sptk.many b0
	.endp h
