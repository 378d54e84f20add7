// Guest code whose instruction fetches miss in the instruction TLB of an
// `instruction_tlb: true` scenario (its sections are placed with
// `itr: false`): linux/ivt.s's handlers insert the translations with itc.i
// and the fetch is retried (tests/lit/virt/ivt-itlb.test).
	.section .text.kcode, "ax"
	.global kernel_code, kernel_code_done
// Kernel (cpl 0) code outside the kernel's translation registers, in a
// region whose walker is off: Alternate Instruction TLB.
	.proc kernel_code
kernel_code:
	mov r8 = 41
	;;
	add r8 = 1, r8
	;;
kernel_code_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.endp kernel_code
	.section .text.ucode, "ax"
	.global user_code, user_code_done
// User (cpl 3) code in region 0, whose translation is in the page tables:
// VHPT Translation (walker on, the VHPT page unmapped) or Instruction TLB
// (walker off).
	.proc user_code
user_code:
	mov r8 = 6
	;;
	add r8 = 1, r8
	;;
user_code_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.endp user_code
