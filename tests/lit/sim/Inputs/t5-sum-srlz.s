// Paper Table 5 row 7 microbenchmark (tests/lit/sim/t5-sum-srlz.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_sum_srlzd
	.proc dep_sum_srlzd
dep_sum_srlzd:
	{ .mmi; sum 0x4 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_sum_srlzd
	.global ind_sum_srlzd
	.proc ind_sum_srlzd
ind_sum_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_sum_srlzd
	.global dep_sum_srlzi
	.proc dep_sum_srlzi
dep_sum_srlzi:
	{ .mmi; sum 0x4 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_sum_srlzi
	.global ind_sum_srlzi
	.proc ind_sum_srlzi
ind_sum_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_sum_srlzi
	.global dep_rum_srlzd
	.proc dep_rum_srlzd
dep_rum_srlzd:
	{ .mmi; rum 0x4 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rum_srlzd
	.global ind_rum_srlzd
	.proc ind_rum_srlzd
ind_rum_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rum_srlzd
	.global dep_rum_srlzi
	.proc dep_rum_srlzi
dep_rum_srlzi:
	{ .mmi; rum 0x4 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rum_srlzi
	.global ind_rum_srlzi
	.proc ind_rum_srlzi
ind_rum_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rum_srlzi
	.global dep_psrum_srlzd
	.proc dep_psrum_srlzd
dep_psrum_srlzd:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov psr.um = r2 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psrum_srlzd
	.global ind_psrum_srlzd
	.proc ind_psrum_srlzd
ind_psrum_srlzd:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psrum_srlzd
	.global dep_psrum_srlzi
	.proc dep_psrum_srlzi
dep_psrum_srlzi:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov psr.um = r2 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psrum_srlzi
	.global ind_psrum_srlzi
	.proc ind_psrum_srlzi
ind_psrum_srlzi:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psrum_srlzi
