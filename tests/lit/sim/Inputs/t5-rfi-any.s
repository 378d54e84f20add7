// Paper Table 5 row 3 microbenchmark (tests/lit/sim/t5-rfi-any.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (rfi is a predicted-taken br to the same place).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_rfi
	.proc dep_rfi
dep_rfi:
	{ .mlx; nop.m 0; movl r17 = back_d ;; }
	{ .mlx; nop.m 0; movl r18 = 0x100000002000 ;; }
	{ .mmi; mov cr.iip = r17; mov cr.ipsr = r18; nop.i 0 ;; }
	{ .mmi; mov cr.ifs = r0 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; rfi ;; }
back_d:
	{ .mii; add r3 = r0, r0; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rfi
	.global ind_rfi
	.proc ind_rfi
ind_rfi:
	{ .mlx; nop.m 0; movl r17 = back_i ;; }
	{ .mlx; nop.m 0; movl r18 = 0x100000002000 ;; }
	{ .mmi; mov cr.iip = r17; mov cr.ipsr = r18; nop.i 0 ;; }
	{ .mmi; mov cr.ifs = r0 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.sptk.many back_i ;; }
back_i:
	{ .mii; add r3 = r0, r0; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rfi
