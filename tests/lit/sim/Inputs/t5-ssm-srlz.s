// Paper Table 5 row 8 microbenchmark (tests/lit/sim/t5-ssm-srlz.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_ssm_srlzd
	.proc dep_ssm_srlzd
dep_ssm_srlzd:
	{ .mmi; ssm 0x4000 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_ssm_srlzd
	.global ind_ssm_srlzd
	.proc ind_ssm_srlzd
ind_ssm_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_ssm_srlzd
	.global dep_ssm_srlzi
	.proc dep_ssm_srlzi
dep_ssm_srlzi:
	{ .mmi; ssm 0x4000 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_ssm_srlzi
	.global ind_ssm_srlzi
	.proc ind_ssm_srlzi
ind_ssm_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_ssm_srlzi
	.global dep_rsm_srlzd
	.proc dep_rsm_srlzd
dep_rsm_srlzd:
	{ .mmi; rsm 0x4000 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rsm_srlzd
	.global ind_rsm_srlzd
	.proc ind_rsm_srlzd
ind_rsm_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rsm_srlzd
	.global dep_rsm_srlzi
	.proc dep_rsm_srlzi
dep_rsm_srlzi:
	{ .mmi; rsm 0x4000 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rsm_srlzi
	.global ind_rsm_srlzi
	.proc ind_rsm_srlzi
ind_rsm_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rsm_srlzi
	.global dep_psrl_srlzd
	.proc dep_psrl_srlzd
dep_psrl_srlzd:
	{ .mmi; mov r2 = psr ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov psr.l = r2 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psrl_srlzd
	.global ind_psrl_srlzd
	.proc ind_psrl_srlzd
ind_psrl_srlzd:
	{ .mmi; mov r2 = psr ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psrl_srlzd
	.global dep_psrl_srlzi
	.proc dep_psrl_srlzi
dep_psrl_srlzi:
	{ .mmi; mov r2 = psr ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov psr.l = r2 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psrl_srlzi
	.global ind_psrl_srlzi
	.proc ind_psrl_srlzi
ind_psrl_srlzi:
	{ .mmi; mov r2 = psr ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psrl_srlzi
