// A post-incremented base feeds the next address in the next cycle (an
// address-adder result, model `dep: base`), for integer and FP loads alike;
// the loaded value as an address still takes the load's 2 cycles.
	.explicit
	.text
	.global base_ld, base_ldf, value_ld
	.proc base_ld
base_ld:
	{ .mii; ld8 r13 = [r12], -16; nop.i 0; nop.i 0 ;; }
	{ .mii; ld8 r21 = [r12], -32; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp base_ld
	.proc base_ldf
base_ldf:
	{ .mii; ldf8 f7 = [r12], -8; nop.i 0; nop.i 0 ;; }
	{ .mii; ldf8 f8 = [r12]; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp base_ldf
	.proc value_ld
value_ld:
	{ .mii; st8 [r12] = r12; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; nop.m 0; nop.i 0; nop.i 0 ;; }
	{ .mii; ld8 r13 = [r12]; nop.i 0; nop.i 0 ;; }
	{ .mii; ld8 r21 = [r13]; nop.i 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
	.endp value_ld
