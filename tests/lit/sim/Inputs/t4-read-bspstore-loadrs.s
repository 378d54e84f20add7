// Paper Table 4 row 11 microbenchmark (tests/lit/sim/t4-read-bspstore-loadrs.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m (loadrs drains: a 1-cycle one)).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_loadrs
	.proc dep_loadrs
dep_loadrs:
	{ .mmi; mov r2 = ar.bspstore ;;; loadrs; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_loadrs
	.global ind_loadrs
	.proc ind_loadrs
ind_loadrs:
	{ .mmi; nop.m 0x42 ;;; loadrs; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_loadrs
