// The ALAT is indexed by physical register (SDM vol. 1, "Data
// Speculation"; Ski likewise): an entry made for the caller's r32 is not
// found through the callee's r32, which is another physical register, and
// is found again once the call returns. A bank switch likewise: r16 of
// bank 0 is not r16 of bank 1.
	.explicit
	.text
	.global f
	.proc f
f:
	alloc r40 = ar.pfs, 0, 10, 0, 0
	movl r2 = 0x200000
	;;
	ld8.a r32 = [r2]		// entry for the caller's r32
	ld8.a r16 = [r2]		// entry for bank 1's r16
	mov r41 = b0
	br.call.sptk.many b0 = g
	;;
	chk.a.nc r32, bad		// the caller's entry is still there
	;;
	bsw.0
	;;
	chk.a.nc r16, other		// bank 0's r16: no entry
	;;
	mov r24 = 0xbad			// skipped
	;;
other:
	bsw.1
	;;
	chk.a.nc r16, bad		// bank 1's r16 again: its entry
	;;
	mov r25 = 5
	break.m 0x99
	;;
bad:
	mov r23 = 0xbad
	break.m 0x99
	;;
	.endp f

	.proc g
g:
	alloc r3 = ar.pfs, 0, 1, 0, 0
	;;
	chk.a.nc r32, miss		// another physical register: no entry
	;;
	mov r22 = 0xbad			// skipped
	;;
miss:
	mov r21 = 2
	mov ar.pfs = r3
	br.ret.sptk.many b0
	;;
	.endp g
