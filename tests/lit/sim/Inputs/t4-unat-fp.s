// Paper Table 4 row 7 microbenchmark (tests/lit/sim/t4-unat-fp.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the FP operation is an integer add).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_xma
	.proc dep_xma
dep_xma:
	{ .mfi; mov r2 = ar.unat; xma.l f6 = f7, f8, f9; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_xma
	.global ind_xma
	.proc ind_xma
ind_xma:
	{ .mii; mov r2 = ar.unat; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_xma
