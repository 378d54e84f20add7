// chk.s/chk.a/fchkf whose target is in another section: the linker patches
// PCREL21M (I20/M20/M21: imm7a at bit 6, imm13c at 20, s at 36), PCREL21B
// (M22: imm20b at 13) and PCREL21F (F14: imm20a at 6). Each check branches
// to its recovery block, which sets a register and comes back.
	.explicit
	.text
	.global f
	.proc f
f:
	{ .mmi; ld8.s r10 = [r0]; ldfd.s f10 = [r0]; mov r20 = 0 ;; }	// deferred faults: NaT, NaTVal
	{ .mmi; mov r21 = 0; mov r22 = 0; mov r23 = 0 ;; }
	{ .mmi; mov r24 = 0; chk.s.m r10, rec_m; nop.i 0 ;; }
	{ .mmi; mov r20 = 99; nop.m 0; nop.i 0 ;; }		// skipped: chk.s.m branched
back_m:
	{ .mii; nop.m 0; chk.s.i r10, rec_i; nop.i 0 ;; }
	{ .mmi; mov r21 = 98; nop.m 0; nop.i 0 ;; }
back_i:
	{ .mmi; chk.s f10, rec_fr; nop.m 0; nop.i 0 ;; }
	{ .mmi; mov r22 = 97; nop.m 0; nop.i 0 ;; }
back_fr:
	{ .mmi; chk.a.clr r11, rec_a; nop.m 0; nop.i 0 ;; }	// no ld.a of r11: no ALAT entry
	{ .mmi; mov r23 = 96; nop.m 0; nop.i 0 ;; }
back_a:
	{ .mlx; nop.m 0; movl r14 = 0x0009804c0270033f | (1 << 31) ;; }	// sf1's inexact flag set
	{ .mmi; mov ar.fpsr = r14 ;; nop.m 0; nop.i 0 ;; }
	{ .mfi; nop.m 0; fchkf.s1 rec_f; nop.i 0 ;; }
	{ .mib; mov r24 = 95; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp f

	.section .text.recovery, "ax"
rec_m:	{ .mib; nop.m 0; mov r20 = 1; br.sptk.many back_m ;; }
rec_i:	{ .mib; nop.m 0; mov r21 = 2; br.sptk.many back_i ;; }
rec_fr:	{ .mib; nop.m 0; mov r22 = 3; br.sptk.many back_fr ;; }
rec_a:	{ .mib; nop.m 0; mov r23 = 4; br.sptk.many back_a ;; }
rec_f:	{ .mib; nop.m 0; mov r24 = 5; br.ret.sptk.many b0 ;; }
