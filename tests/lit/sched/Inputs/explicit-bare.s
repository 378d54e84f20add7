// Input of reschedule-explicit-bare.test (bare template bundles: our
// assembler does not take them yet, so not among validate-all's inputs).
	.text
	.explicit
	.global bare
	.proc bare
bare:
	.mmi
	ld8 r14=[r32]
	nop.m 0
	nop.i 0 ;;
	.mmi
	ld8 r15=[r33]
	nop.m 0
	nop.i 0 ;;
	.mmi
	add r8=r14,r15
	nop.m 0
	nop.i 0 ;;
	.mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	.endp bare

	.global mlx
	.proc mlx
mlx:
	{ .mlx
	  nop.m 0
	  movl r14=0x123456789 ;;
	}
	{ .mlx
	  nop.m 0
	  movl r15=0x987654321 ;;
	}
	{ .mib
	  add r8=r14,r15
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp mlx
