// Paper Table 5 row 2 microbenchmark (tests/lit/sim/t5-bsw-any.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (bsw is a nop.b).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_add
	.proc dep_add
dep_add:
	{ .mib; nop.m 0; nop.i 0; bsw.1 ;; }
	{ .mii; add r3 = r0, r0; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_add
	.global ind_add
	.proc ind_add
ind_add:
	{ .mib; nop.m 0; nop.i 0; nop.b 0x42 ;; }
	{ .mii; add r3 = r0, r0; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_add
