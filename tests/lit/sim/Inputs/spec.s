// Data speculation (ld.a / chk.a / ld.c with the ALAT), control
// speculation (ld.s / chk.s), integer multiply through the FP unit
// (setf.sig / xma.l / getf.sig), and mov pr=r,mask / mov r=pr.
	.explicit
	.text
	.global f
	.proc f
f:
	{ .mlx; nop.m 0; movl r2 = 0x200000 ;; }
	{ .mmi; ld8.a r8 = [r2]; adds r3 = 8, r2; nop.i 0 ;; }
	{ .mmi; st8 [r3] = r0 ;; chk.a.clr r8, 1f; nop.i 0 ;; }	// other address: entry survives
	{ .mmi; ld8.a r9 = [r2] ;; st8 [r2] = r0; nop.i 0 ;; }	// same address: entry gone
	{ .mmi; chk.a.clr r9, 2f ;; nop.m 0; nop.i 0 ;; }
	{ .mmi; mov r20 = 99; nop.m 0; nop.i 0 ;; }		// skipped: chk.a branched
2:	{ .mmi; ld8.s r10 = [r0] ;; nop.m 0; nop.i 0 ;; }	// deferred fault: NaT
	{ .mii; nop.m 0; chk.s.i r10, 3f; nop.i 0 ;; }
	{ .mmi; mov r21 = 98; nop.m 0; nop.i 0 ;; }		// skipped: chk.s branched
3:	{ .mmi; mov r11 = 6; mov r12 = 7; nop.i 0 ;; }
	{ .mmi; setf.sig f6 = r11; setf.sig f7 = r12; nop.i 0 ;; }
	{ .mfi; nop.m 0; xma.l f8 = f6, f7, f6; nop.i 0 ;; }
	{ .mmi; getf.sig r13 = f8; mov r14 = 0x2a0; nop.i 0 ;; }
	{ .mii; nop.m 0; mov pr = r14, 0x1e0; nop.i 0 ;; }	// p5, p7 (bit 9 is outside the mask)
	{ .mii; nop.m 0; mov r15 = pr; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
1:	{ .mib; nop.m 0; mov r22 = 97; br.ret.sptk.many b0 ;; }	// wrong recovery path
	.endp f
