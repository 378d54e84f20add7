// Paper Table 4 row 3 microbenchmark (tests/lit/sim/t4-bspstore-rnat.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction reads ar.ccv instead).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_rnat
	.proc dep_rnat
dep_rnat:
	{ .mmi; mov r2 = ar.bspstore ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rnat
	.global ind_rnat
	.proc ind_rnat
ind_rnat:
	{ .mmi; mov r2 = ar.ccv ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rnat
