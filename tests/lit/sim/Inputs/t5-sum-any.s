// Paper Table 5 row 6 microbenchmark (tests/lit/sim/t5-sum-any.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction is a nop.m).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_sum
	.proc dep_sum
dep_sum:
	{ .mmi; sum 0x4 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_sum
	.global ind_sum
	.proc ind_sum
ind_sum:
	{ .mmi; nop.m 0x42 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_sum
	.global dep_rum
	.proc dep_rum
dep_rum:
	{ .mmi; rum 0x4 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rum
	.global ind_rum
	.proc ind_rum
ind_rum:
	{ .mmi; nop.m 0x42 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rum
	.global dep_psrum
	.proc dep_psrum
dep_psrum:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov psr.um = r2 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_psrum
	.global ind_psrum
	.proc ind_psrum
ind_psrum:
	{ .mmi; mov r2 = psr.um ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; nop.m 0x42 ;; add r3 = r0, r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_psrum
