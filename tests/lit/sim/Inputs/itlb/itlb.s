// Instruction fetch faults in the SDM's order (tests/lit/sim/itlb-faults.test):
// a tiny IVT whose Alternate Instruction TLB handler inserts the PTE the
// scenario puts in r10 (itc.i) and retries; the fault that follows records
// its vector in r9 and stops.
	.section .text.ivt, "ax"
	.align 32768
ivt:
	.org ivt+0x0c00
alt_itlb:
	itc.i r10
	;;
	rfi
	;;
	.org ivt+0x2400
	mov r9 = 0x2400
	br.sptk.many stop
	;;
	.org ivt+0x5000
	mov r9 = 0x5000
	br.sptk.many stop
	;;
	.org ivt+0x5200
	mov r9 = 0x5200
	br.sptk.many stop
	;;
	.org ivt+0x5400
	mov r9 = 0x5400
	br.sptk.many stop
	;;
	.global stop
stop:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	.section .text.code, "ax"
	.global code, code_done
code:
	mov r8 = 1
	;;
code_done:
	nop.m 0
	nop.i 0
	nop.i 0
	;;
