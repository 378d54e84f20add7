// Paper Table 4 row 5 microbenchmark (tests/lit/sim/t4-rnat-read-write.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction reads ar.ccv instead).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_rnat_rnat
	.proc dep_rnat_rnat
dep_rnat_rnat:
	{ .mmi; mov r2 = ar.rnat ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rnat_rnat
	.global ind_rnat_rnat
	.proc ind_rnat_rnat
ind_rnat_rnat:
	{ .mmi; mov r2 = ar.ccv ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rnat_rnat
	.global dep_rnat_unat
	.proc dep_rnat_unat
dep_rnat_unat:
	{ .mmi; mov r2 = ar.rnat ;;; mov ar.unat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rnat_unat
	.global ind_rnat_unat
	.proc ind_rnat_unat
ind_rnat_unat:
	{ .mmi; mov r2 = ar.ccv ;;; mov ar.unat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rnat_unat
	.global dep_unat_rnat
	.proc dep_unat_rnat
dep_unat_rnat:
	{ .mmi; mov r2 = ar.unat ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_unat_rnat
	.global ind_unat_rnat
	.proc ind_unat_rnat
ind_unat_rnat:
	{ .mmi; mov r2 = ar.ccv ;;; mov ar.rnat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_unat_rnat
	.global dep_unat_unat
	.proc dep_unat_unat
dep_unat_unat:
	{ .mmi; mov r2 = ar.unat ;;; mov ar.unat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_unat_unat
	.global ind_unat_unat
	.proc ind_unat_unat
ind_unat_unat:
	{ .mmi; mov r2 = ar.ccv ;;; mov ar.unat = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_unat_unat
