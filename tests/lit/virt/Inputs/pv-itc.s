// Interruption handlers whose itc can (or cannot) be deferred to their rfi
// (tests/lit/virt/paravirt-itc.test). Each is an IVT entry placed by .org,
// so with --abi it starts in bank 0 and r16-r31 are free at its rfi.
	.section .text.ivt, "ax"
	.align 32768
	.global ivt
ivt:
// deferred: only an unprivileged I-unit instruction before the rfi
	.proc alt_like
alt_like:
	mov r16=cr.ifa
	mov r31=pr
	;;
	cmp.eq p7,p0=r0,r0
	;;
(p7)	itc.d r19
	mov pr=r31,-1
	rfi
	.endp alt_like
	.org ivt+0x400
// guarded: the data access after the itc.d could need the new translation,
// through r17, unchanged since the itc: the rewrite checks it at the itc
	.proc reload_d
reload_d:
	mov r31=pr
	mov r17=cr.iha
	;;
	ld8 r18=[r17]
	;;
	itc.d r18
	;;
	ld8 r19=[r17]
	;;
	mov pr=r31,-1
	rfi
	.endp reload_d
	.org ivt+0x800
// deferred: an itc.i is not needed by data accesses; the predicated purge
// would perform the insert first if it trapped
	.proc reload_i
reload_i:
	mov r16=cr.ifa
	mov r31=pr
	mov r17=cr.iha
	;;
	ld8 r18=[r17]
	;;
	itc.i r18
	;;
	ld8 r19=[r17]
	mov r20=14<<2
	;;
	cmp.ne p7,p0=r18,r19
	;;
(p7)	ptc.l r16,r20
	mov pr=r31,-1
	rfi
	.endp reload_i
	.org ivt+0xc00
// kept: cr.ifa changes before the rfi (the insert reads it)
	.proc ifa_write
ifa_write:
	mov r31=pr
	;;
	itc.d r18
	mov cr.ifa=r22
	;;
	mov pr=r31,-1
	rfi
	.endp ifa_write
	.org ivt+0x1000
// kept: a branch leaves before the rfi
	.proc branches
branches:
	mov r31=pr
	;;
	itc.d r18
(p6)	br.cond.spnt elsewhere
	;;
	mov pr=r31,-1
	rfi
	.endp branches
	.org ivt+0x1400
// deferred: the reload after the itc.d runs in physical mode (rsm psr.dt,
// then srlz.d, on the only path to it), so it uses no translation
	.proc physical
physical:
	mov r16=cr.ifa
	;;
	rsm psr.dt
	mov r31=pr
	;;
	srlz.d
	;;
	ld8 r17=[r16]
	;;
	itc.d r17
	;;
	ld8 r18=[r16]
	mov pr=r31,-1
	;;
	rfi
	.endp physical
	.org ivt+0x1800
// guarded: the same, but the reload is reached through a label an
// instruction names (a handler may branch back to it in either mode)
	.proc either
either:
	mov r16=cr.ifa
	movl r30=1f
	;;
	rsm psr.dt
	mov r31=pr
	;;
	srlz.d
	;;
1:	ld8 r17=[r16]
	;;
	itc.d r17
	;;
	ld8 r18=[r16]
	;;
	mov pr=r31,-1
	rfi
	.endp either
	.org ivt+0x1c00
// queued (its own cr.ifa and cr.itir go with it): vhpt_miss's first pair,
// followed by a predicated branch to a path that starts with a crossing
// (ssm psr.dt), a cr.ifa write and a second, plainly deferred itc.d
	.proc queued
queued:
	mov r31=pr
	mov r22=cr.iha
	;;
(p10)	itc.i r18
(p11)	itc.d r18
(p6)	br.cond.spnt.many to_fault
	mov cr.ifa=r22
	;;
	itc.d r19
	;;
	mov pr=r31,-1
	rfi
	.endp queued
	.org ivt+0x2000
// kept: the same with a backward branch (a loop could reuse the entry)
	.proc backward
backward:
	mov r31=pr
	mov r22=cr.iha
	;;
(p11)	itc.d r18
(p6)	br.cond.spnt.many queued
	mov cr.ifa=r22
	;;
	mov pr=r31,-1
	rfi
	.endp backward
	.proc to_fault
to_fault:
	ssm psr.dt
	;;
	srlz.i
	;;
	mov r26=ar.pfs		// as page_fault's SAVE_MIN: r26 and r27 written before any read
	mov r27=ar.rsc
	;;
	mov pr=r31,-1
	rfi
	.endp to_fault
	.org ivt+0x2400
// kept: the reload's address register is written after the itc, so its
// value at the itc (what a guard would check) is not the access's
	.proc rewritten
rewritten:
	mov r31=pr
	mov r17=cr.iha
	;;
	ld8 r18=[r17]
	;;
	itc.d r18
	;;
	adds r17=8,r17
	;;
	ld8 r19=[r17]
	;;
	mov pr=r31,-1
	rfi
	.endp rewritten
	.org ivt+0x2800
// kept: accesses through two address registers (one guard checks one)
	.proc two_regs
two_regs:
	mov r31=pr
	mov r17=cr.iha
	mov r16=cr.ifa
	;;
	ld8 r18=[r17]
	;;
	itc.d r18
	;;
	ld8 r19=[r17]
	ld8 r20=[r16]
	;;
	mov pr=r31,-1
	rfi
	.endp two_regs
