// Recirculation stalls of the model's `stalls:` section (paper S5.3.3):
// a load after a store to the same 8-byte word within 3 cycles
// (L1D_STBUFRECIR), and a load exactly 5 cycles after a move to a region
// register (L1D_DCURECIR). Each case next to the same code that avoids it.
// (GNU as warns that the loads after the rr write lack a srlz.d: rr0 is
// rewritten with its own value, so no translation changes.)
	.explicit
	.text
	.global stbuf_same, stbuf_other, stbuf_word, stbuf_late, dcu_at5, dcu_at4
	.proc stbuf_same
stbuf_same:	// the store post-increments its base: its address is the old r14
	{ .mii; mov r14 = r12; mov r13 = r12; nop.i 0 ;; }
	{ .mmi; st8 [r14] = r0, 64 ;; ld8 r4 = [r13]; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp stbuf_same
	.proc stbuf_other
stbuf_other:
	{ .mii; mov r14 = r12; adds r13 = -64, r12; nop.i 0 ;; }
	{ .mmi; st8 [r14] = r0, 64 ;; ld8 r4 = [r13]; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp stbuf_other
	.proc stbuf_word
stbuf_word:	// the next word of the same line (GMP's sec_tabselect, addmul_2): no recirculation
	{ .mii; mov r14 = r12; adds r13 = 8, r12; nop.i 0 ;; }
	{ .mmi; st8 [r14] = r0, 64 ;; ld8 r4 = [r13]; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp stbuf_word
	.proc stbuf_late
stbuf_late:	// same line, but 4 cycles later
	{ .mii; mov r14 = r12; adds r13 = 8, r12; nop.i 0 ;; }
	{ .mii; st8 [r14] = r0, 64; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mmi; ld8 r4 = [r13]; nop.m 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp stbuf_late
	.proc dcu_at5
dcu_at5:
	{ .mii; mov rr[r0] = r0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mmi; ld8 r4 = [r12]; nop.m 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dcu_at5
	.proc dcu_at4
dcu_at4:
	{ .mii; mov rr[r0] = r0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mmi; ld8 r4 = [r12]; nop.m 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp dcu_at4
