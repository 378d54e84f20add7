// ALAT and speculation: ld.a / ld.sa entries per target register,
// invala.e and invala, ld.c.nc (reload and allocate when missing) and
// ld.c.clr (keep the value and free the entry when present), chk.a.nc /
// chk.a.clr, ldf8.a / ldf8.c.clr on an FR, ld8.sa of an unmapped address
// (NaT, no entry), and NaT propagation through an ALU op.
	.explicit
	.text
	.global f
	.proc f
f:
	movl r2 = 0x200000
	;;
	adds r3 = 8, r2
	ld8.a r8 = [r2]			// 0x11, entry
	ld8.a r9 = [r2]			// 0x11, entry
	ld8.sa r10 = [r2]		// 0x11, entry
	;;
	invala.e r8			// only r8's entry goes
	;;
	ld8.c.nc r8 = [r3]		// missing: reloads 0x22 and allocates
	ld8.c.clr r9 = [r3]		// present: keeps 0x11, frees the entry
	;;
	chk.a.nc r10, bad
	;;
	chk.a.nc r8, bad
	;;
	ld8.c.clr r9 = [r3]		// freed above: reloads 0x22
	;;
	invala
	;;
	chk.a.clr r10, rec1		// all entries gone: recovery
	;;
	mov r20 = 1			// skipped
	;;
rec1:
	mov r21 = 2
	ldf8.a f6 = [r2]		// entry for f6 at word 0
	;;
	st8 [r3] = r0			// another address: f6's entry stays
	;;
	ldf8.c.clr f6 = [r3]		// present: no reload, f6 = 0x11
	ld8.sa r12 = [r0]		// unmapped: NaT and no entry
	;;
	getf.sig r11 = f6
	chk.a.clr r12, rec2
	;;
	mov r22 = 3			// skipped
	;;
rec2:
	tnat.nz p6, p7 = r12
	add r13 = r12, r2		// a NaT source makes a NaT result
	;;
	tnat.nz p8, p9 = r13
	break.m 0x99
	;;
bad:
	mov r23 = 0xbad
	break.m 0x99
	;;
	.endp f
