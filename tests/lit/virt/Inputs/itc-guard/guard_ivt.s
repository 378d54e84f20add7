// A minimal interruption vector table whose Alternate Data TLB handler
// (0x1000) inserts the identity-style translation of cr.ifa and then reads
// through the address the guest left in r10, translated: the access a
// deferred itc.d must not overtake when it falls in the inserted page
// (tests/lit/virt/paravirt-itc-guard.test).
	.section .text.ivt, "ax"
	.align 32768
	.global guard_ivt
guard_ivt:
	.org guard_ivt+0x1000
	.proc alt_dtlb
alt_dtlb:
	mov r16=cr.ifa
	movl r17=0x461				// p, a, d, pl 0, ar RW, ma WB
	mov r31=pr
	movl r18=0x3fffffffff000		// ppn: physical address bits 49:12
	;;
	and r18=r18,r16
	;;
	or r18=r18,r17
	;;
	itc.d r18
	;;
	ld8 r9=[r10]				// translated: in the new page, or in an older one
	;;
	mov pr=r31,-1
	rfi
	.endp alt_dtlb
	.org guard_ivt+0x1400

// The guest: two kernel loads that miss in region 7 (walker off). The
// first handler's access (r10 = the first address) lies in the page it
// inserts; the second's (r10 unchanged) in an older page, 4 GiB away.
	.section .text.guest, "ax"
	.global guest, guest_done
	.proc guest
guest:
	movl r10=0xe000000000a00008
	movl r12=0xe000000100a00010
	;;
	ld8 r8=[r10]
	;;
	ld8 r11=[r12]
	;;
guest_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.endp guest
