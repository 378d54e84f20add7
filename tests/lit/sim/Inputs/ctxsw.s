// A hand-written context switch (paper Section 5): save the old thread's
// register stack, switch to the new thread's backing store, reload its
// frame, switch the address space (region register), serialize, and rfi to
// the new thread at user level. r20 = new ar.bspstore, r21 = new rr value;
// no frame (sof = 0): loadrs of a non-zero amount needs none (SDM vol. 3 loadrs).
	.explicit
	.text
	.global switch_to, user
	.proc switch_to
switch_to:
	{ .mmi; alloc r14 = ar.pfs, 0, 0, 0, 0 ;; mov ar.rsc = r0; nop.i 0 ;; }
	{ .mmi; flushrs ;; mov r15 = ar.bspstore; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r20 ;; nop.m 0; mov r16 = 16 ;; }
	{ .mii; nop.m 0; shl r16 = r16, 16 ;; nop.i 0 ;; }
	{ .mmi; mov ar.rsc = r16 ;; loadrs; nop.i 0 ;; }
	{ .mlx; mov rr[r0] = r21; movl r17 = user ;; }
	{ .mlx; srlz.d; movl r18 = 0x100300002000 ;; }
	{ .mmi; mov cr.iip = r17; mov cr.ipsr = r18; nop.i 0 ;; }
	{ .mmi; mov cr.ifs = r0 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; rfi ;; }
	.endp switch_to
	.proc user
user:
	{ .mii; add r8 = 1, r0; nop.i 0; nop.i 0 }
	{ .mib; nop.m 0; nop.i 0; break.b 0x77 ;; }
	.endp user
