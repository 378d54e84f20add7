// Guest references that miss in the TLB of a `translation: tlb` scenario;
// linux/ivt.s's handlers insert the translations and the references are
// retried (tests/lit/virt/ivt-tlb.test).
	.section .text.guest, "ax"
	.global kernel_alt, kernel_alt_done, user_vhpt, user_vhpt_done
// Kernel (cpl 0) reference to region 7, the kernel's identity-mapped region:
// Alternate Data TLB (the VHPT walker is off for region 7).
	.proc kernel_alt
kernel_alt:
	movl r9 = 0xe000000000a00008
	;;
	ld8 r8 = [r9]
	;;
	add r8 = 1, r8
	;;
	st8 [r9] = r8
	;;
kernel_alt_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.endp kernel_alt
// User (cpl 3) references to two pages of region 0: the first misses in
// the TLB and in the VHPT's own page (VHPT Translation, or Data TLB and
// Data Nested TLB without a walker); the second finds the VHPT page mapped.
	.proc user_vhpt
user_vhpt:
	movl r3 = 0x610008
	;;
	ld8 r8 = [r3]
	addl r10 = 0x4008, r3		// 0x614010, on the next page
	;;
	ld8 r11 = [r10]
	;;
	add r8 = r8, r11
	;;
	st8 [r3] = r8, 8		// (the post-increment leaves r3 = 0x610010)
	;;
user_vhpt_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.endp user_vhpt
