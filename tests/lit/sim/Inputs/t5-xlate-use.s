// Paper Table 5 row 11 microbenchmark (tests/lit/sim/t5-xlate-use.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the consumer reads r5 instead of the result).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_probe
	.proc dep_probe
dep_probe:
	{ .mmi; probe.r r2 = r12, r0 ;; add r4 = r2, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_probe
	.global ind_probe
	.proc ind_probe
ind_probe:
	{ .mmi; probe.r r2 = r12, r0 ;; add r4 = r5, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_probe
	.global dep_tpa
	.proc dep_tpa
dep_tpa:
	{ .mmi; tpa r2 = r12 ;; add r4 = r2, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_tpa
	.global ind_tpa
	.proc ind_tpa
ind_tpa:
	{ .mmi; tpa r2 = r12 ;; add r4 = r5, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_tpa
	.global dep_tak
	.proc dep_tak
dep_tak:
	{ .mmi; tak r2 = r12 ;; add r4 = r2, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_tak
	.global ind_tak
	.proc ind_tak
ind_tak:
	{ .mmi; tak r2 = r12 ;; add r4 = r5, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_tak
	.global dep_thash
	.proc dep_thash
dep_thash:
	{ .mmi; thash r2 = r12 ;; add r4 = r2, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_thash
	.global ind_thash
	.proc ind_thash
ind_thash:
	{ .mmi; thash r2 = r12 ;; add r4 = r5, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_thash
	.global dep_ttag
	.proc dep_ttag
dep_ttag:
	{ .mmi; ttag r2 = r12 ;; add r4 = r2, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_ttag
	.global ind_ttag
	.proc ind_ttag
ind_ttag:
	{ .mmi; ttag r2 = r12 ;; add r4 = r5, r3; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_ttag
