// Paper Table 5 row 9 microbenchmark (tests/lit/sim/t5-readpsr-srlz.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_um_srlzd
	.proc dep_um_srlzd
dep_um_srlzd:
	{ .mmi; mov r2 = psr.um ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_um_srlzd
	.global ind_um_srlzd
	.proc ind_um_srlzd
ind_um_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_um_srlzd
	.global dep_um_srlzi
	.proc dep_um_srlzi
dep_um_srlzi:
	{ .mmi; mov r2 = psr.um ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_um_srlzi
	.global ind_um_srlzi
	.proc ind_um_srlzi
ind_um_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_um_srlzi
	.global dep_psr_srlzd
	.proc dep_psr_srlzd
dep_psr_srlzd:
	{ .mmi; mov r2 = psr ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psr_srlzd
	.global ind_psr_srlzd
	.proc ind_psr_srlzd
ind_psr_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psr_srlzd
	.global dep_psr_srlzi
	.proc dep_psr_srlzi
dep_psr_srlzi:
	{ .mmi; mov r2 = psr ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psr_srlzi
	.global ind_psr_srlzi
	.proc ind_psr_srlzi
ind_psr_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psr_srlzi
