// A user caller branches into an execute-promote gate page (ar=7, pl=0);
// epc raises the privilege to 0 there, so a privileged move works; the
// user's own privileged move at cpl 3 raises Privileged Operation.
	.explicit
	.text
	.global user, gate, ivt
	.proc user
user:
	{ .mlx; nop.m 0; movl r2 = gate ;; }
	.endp user
	.proc user2
user2:
	{ .mib; nop.m 0; mov b6 = r2; br.call.sptk.many b7 = b6 ;; }
	{ .mmi; mov r9 = cr.iva ;; nop.m 0; nop.i 0 ;; }   // privileged at cpl 3: faults
	.endp user2

	.section .gate, "ax"
	.proc gate
gate:
	{ .mib; nop.m 0; nop.i 0; epc ;; }
	{ .mmi; mov r8 = cr.iva ;; nop.m 0; nop.i 0 ;; }
	{ .mib; nop.m 0; nop.i 0; br.ret.sptk.many b7 ;; }
	.endp gate

	.section .ivt, "ax"
	.align 32768
ivt:
	.org ivt + 0x5400
	{ .mib; mov r10 = cr.isr; nop.i 0; break.b 0x99 ;; }
