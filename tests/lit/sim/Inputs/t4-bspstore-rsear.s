// Paper Table 4 row 2 microbenchmark (tests/lit/sim/t4-bspstore-rsear.test): for each alternative X the
// pair in `dep_X` (second instruction depends on the first, next group) and
// the same code made independent in `ind_X` (the first instruction writes ar.ccv instead).
// Measured by Inputs/pair.py: latency = independent issue distance + extra cycles.
	.explicit
	.text
	.global dep_bsp
	.proc dep_bsp
dep_bsp:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r2 ;;; mov r2 = ar.bsp; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_bsp
	.global ind_bsp
	.proc ind_bsp
ind_bsp:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.ccv = r2 ;;; mov r2 = ar.bsp; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_bsp
	.global dep_bspstore
	.proc dep_bspstore
dep_bspstore:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r2 ;;; mov r3 = ar.bspstore; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_bspstore
	.global ind_bspstore
	.proc ind_bspstore
ind_bspstore:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.ccv = r2 ;;; mov r3 = ar.bspstore; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_bspstore
	.global dep_rnat
	.proc dep_rnat
dep_rnat:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r2 ;;; mov r4 = ar.rnat; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rnat
	.global ind_rnat
	.proc ind_rnat
ind_rnat:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.ccv = r2 ;;; mov r4 = ar.rnat; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rnat
	.global dep_rsc
	.proc dep_rsc
dep_rsc:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.bspstore = r2 ;;; mov ar.rsc = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dep_rsc
	.global ind_rsc
	.proc ind_rsc
ind_rsc:
	{ .mmi; mov r2 = ar.bspstore ;; adds r2 = 0, r2; nop.i 0 ;; }
	{ .mmi; mov ar.ccv = r2 ;;; mov ar.rsc = r0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp ind_rsc
