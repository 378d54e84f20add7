// Interruptions from user level (cpl 3, bank 1) through cr.iva: Illegal
// Operation (a stacked register outside the frame) and Privileged Operation
// (General Exception vector, isr.code 0 and 1), NaT Consumption, Unaligned
// Reference (cr.ifa), and break (cr.iim). Each faulting instruction is
// alone in slot 0 of its bundle; the handlers (bank 0, cpl 0) record the
// interruption registers in r3-r11, step cr.iip past the bundle and rfi.
// The break handler also covers the user frame into cr.ifs, so rfi
// restores it, and peeks at the user's bank-1 r16 with bsw.1.
	.explicit
	.text
	.global user
	.proc user
user:
	alloc r2 = ar.pfs, 0, 3, 0, 0
	mov r32 = 0x32
	mov r34 = 0x34
	mov r16 = 0x1616		// bank 1
	ld8.s r33 = [r0]		// NaT
	adds r14 = 1, r3		// misaligned address in the data page
	;;
	{ .mii
	mov r40 = 1			// outside the frame: Illegal Operation
	nop.i 0
	nop.i 0 ;;
	}
	{ .mii
	mov r15 = cr.iva		// cpl 3: Privileged Operation
	nop.i 0
	nop.i 0 ;;
	}
	{ .mii
	ld8 r15 = [r33]			// NaT Consumption
	nop.i 0
	nop.i 0 ;;
	}
	{ .mii
	ld8 r15 = [r14]			// Unaligned Reference
	nop.i 0
	nop.i 0 ;;
	}
	{ .mii
	break.m 0x77
	nop.i 0
	nop.i 0 ;;
	}
	mov r15 = r34			// the frame came back: 0x34
	mov r2 = r16			// bank 1 survived: 0x1616
	;;
	break.m 0x99
	;;
	.endp user

	.align 32768
	.global ivt
ivt:
	.org ivt + 0x2c00		// Break
	mov r3 = cr.iim
	mov r4 = cr.ipsr
	mov r16 = 0xdead		// bank 0 r16
	;;
	cover
	;;
	mov r5 = cr.ifs
	bsw.1
	;;
	mov r6 = r16			// the user's bank-1 r16
	bsw.0
	;;
	mov r7 = r16			// bank 0 again: 0xdead
	br.sptk.few resume
	;;
	.org ivt + 0x5400		// General Exception
	mov r16 = cr.isr
	;;
	cmp.eq p6, p7 = r0, r8
	;;
(p6)	adds r8 = 0x100, r16		// first: illegal operation (code 0, marked 0x100)
(p7)	mov r9 = r16			// second: privileged operation
	br.sptk.few resume
	;;
	.org ivt + 0x5600		// NaT Consumption
	mov r10 = cr.iip
	br.sptk.few resume
	;;
	.org ivt + 0x5a00		// Unaligned Reference
	mov r11 = cr.ifa
	br.sptk.few resume
	;;
	.org ivt + 0x6000
resume:					// continue after the faulting bundle
	mov r16 = cr.iip
	;;
	adds r16 = 16, r16
	;;
	mov cr.iip = r16
	;;
	rfi
	;;
