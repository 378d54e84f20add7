// Page sizes of itc.i (tests/lit/sim/itlb-pagesize.test): the Alternate
// Instruction TLB handler sets cr.itir to the scenario's r11 (page size in
// bits 7:2) before its itc.i, so a size the code's region could not map in
// the simulated memory can still be inserted; the fault that follows
// records its vector in r9 and stops.
	.section .text.ivt, "ax"
	.align 32768
ivt:
	.org ivt+0x0c00
	mov cr.itir = r11
	;;
	srlz.d
	;;
	itc.i r10
	;;
	rfi
	;;
	.org ivt+0x2400
	mov r9 = 0x2400
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
	.global code
code:
	mov r8 = 1
	;;
