// Paper Table 4/5 microbenchmark: the pair in `dep` (second instruction in
// the next group), the same pair made independent in `ind` (no stop, or
// a nop in place of the second instruction, or the first moved to a
// register no rule names).
	.explicit
	.text
	.global dep, ind
	.proc dep
dep:
	{ .mmi; mov r2 = ar.bspstore ;; nop.m 0; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r2 ;; loadrs; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep
	.proc ind
ind:	{ .mmi; mov r2 = ar.bspstore ;; nop.m 0; nop.i 0 ;; }
	{ .mmi; mov ar.ccv = r2 ;; loadrs; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind
