// Paper Table 5 row 10 microbenchmark (tests/lit/sim/t5-rr-srlz.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_rr_srlzd
	.proc dep_rr_srlzd
dep_rr_srlzd:
	{ .mmi; mov rr[r0] = r0 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_srlzd
	.global ind_rr_srlzd
	.proc ind_rr_srlzd
ind_rr_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_srlzd
	.global dep_rr_srlzi
	.proc dep_rr_srlzi
dep_rr_srlzi:
	{ .mmi; mov rr[r0] = r0 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_srlzi
	.global ind_rr_srlzi
	.proc ind_rr_srlzi
ind_rr_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_srlzi
	.global dep_rr_synci
	.proc dep_rr_synci
dep_rr_synci:
	{ .mmi; mov rr[r0] = r0 ;; sync.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_synci
	.global ind_rr_synci
	.proc ind_rr_synci
ind_rr_synci:
	{ .mmi; nop.m 0x42 ;; sync.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_synci
	.global dep_rr_fwb
	.proc dep_rr_fwb
dep_rr_fwb:
	{ .mmi; mov rr[r0] = r0 ;; fwb; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_fwb
	.global ind_rr_fwb
	.proc ind_rr_fwb
ind_rr_fwb:
	{ .mmi; nop.m 0x42 ;; fwb; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_fwb
	.global dep_rr_mf
	.proc dep_rr_mf
dep_rr_mf:
	{ .mmi; mov rr[r0] = r0 ;; mf; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_mf
	.global ind_rr_mf
	.proc ind_rr_mf
ind_rr_mf:
	{ .mmi; nop.m 0x42 ;; mf; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_mf
	.global dep_rr_invala
	.proc dep_rr_invala
dep_rr_invala:
	{ .mmi; mov rr[r0] = r0 ;; invala; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rr_invala
	.global ind_rr_invala
	.proc ind_rr_invala
ind_rr_invala:
	{ .mmi; nop.m 0x42 ;; invala; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rr_invala
	.global dep_pkr_srlzd
	.proc dep_pkr_srlzd
dep_pkr_srlzd:
	{ .mmi; mov pkr[r0] = r0 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_srlzd
	.global ind_pkr_srlzd
	.proc ind_pkr_srlzd
ind_pkr_srlzd:
	{ .mmi; nop.m 0x42 ;; srlz.d; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_srlzd
	.global dep_pkr_srlzi
	.proc dep_pkr_srlzi
dep_pkr_srlzi:
	{ .mmi; mov pkr[r0] = r0 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_srlzi
	.global ind_pkr_srlzi
	.proc ind_pkr_srlzi
ind_pkr_srlzi:
	{ .mmi; nop.m 0x42 ;; srlz.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_srlzi
	.global dep_pkr_synci
	.proc dep_pkr_synci
dep_pkr_synci:
	{ .mmi; mov pkr[r0] = r0 ;; sync.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_synci
	.global ind_pkr_synci
	.proc ind_pkr_synci
ind_pkr_synci:
	{ .mmi; nop.m 0x42 ;; sync.i; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_synci
	.global dep_pkr_fwb
	.proc dep_pkr_fwb
dep_pkr_fwb:
	{ .mmi; mov pkr[r0] = r0 ;; fwb; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_fwb
	.global ind_pkr_fwb
	.proc ind_pkr_fwb
ind_pkr_fwb:
	{ .mmi; nop.m 0x42 ;; fwb; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_fwb
	.global dep_pkr_mf
	.proc dep_pkr_mf
dep_pkr_mf:
	{ .mmi; mov pkr[r0] = r0 ;; mf; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_mf
	.global ind_pkr_mf
	.proc ind_pkr_mf
ind_pkr_mf:
	{ .mmi; nop.m 0x42 ;; mf; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_mf
	.global dep_pkr_invala
	.proc dep_pkr_invala
dep_pkr_invala:
	{ .mmi; mov pkr[r0] = r0 ;; invala; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_pkr_invala
	.global ind_pkr_invala
	.proc ind_pkr_invala
ind_pkr_invala:
	{ .mmi; nop.m 0x42 ;; invala; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_pkr_invala
