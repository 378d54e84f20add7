// A counted software-pipelined loop: br.ctop with ar.lc/ar.ec, rotating
// general registers (8) and predicates (p16 stage predicate).
	.explicit
	.text
	.global f
	.proc f
f:
	{ .mii; alloc r14 = ar.pfs, 0, 8, 0, 8; mov ar.lc = 3; nop.i 0 ;; }
	{ .mii; mov r8 = 0; mov ar.ec = 2; nop.i 0 ;; }
	{ .mii; nop.m 0; mov pr.rot = 0x10000; nop.i 0 ;; }
1:	{ .mib; (p16) adds r32 = 1, r8; (p16) adds r8 = 1, r8; br.ctop.sptk.few 1b ;; }
	{ .mib; nop.m 0; nop.i 0; break.b 7 ;; }
	.endp f
