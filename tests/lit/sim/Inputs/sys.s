// A user-level caller raises `break 0x42`; the handler at cr.iva + 0x2c00
// (bank 0, cpl 0) reads cr.iim, switches banks with bsw.1, advances cr.iip
// past the break and returns with rfi. Then epc on the execute-promote page
// raises privilege; a privileged move at cpl 3 would fault.
	.explicit
	.text
	.global user
	.proc user
user:
	mov r16 = 7			// bank 1 r16
	;;
	{ .mii				// alone in its bundle: the handler resumes at the next one
	break.m 0x42
	nop.i 0
	nop.i 0 ;;
	}
	mov r8 = r16			// bank 1 value survived the handler
	mov r9 = r17			// the handler's value through bank 1
	;;
	br.ret.sptk.many b0
	.endp user

	.align 32768
	.global ivt
ivt:
	.org ivt + 0x2c00
	mov r16 = cr.iim		// bank 0 r16
	mov r18 = cr.iip
	;;
	bsw.1
	;;
	mov r17 = r16			// bank 1 r16 = 7
	adds r18 = 16, r18		// not the same r18: bank 1 now
	;;
	bsw.0
	;;
	adds r18 = 16, r18		// iip + 16: the next bundle
	mov r19 = cr.ipsr
	;;
	mov cr.iip = r18
	dep r19 = 0, r19, 41, 2		// ipsr.ri = 0
	;;
	mov cr.ipsr = r19
	;;
	rfi
	;;
