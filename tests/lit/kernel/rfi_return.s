// Returning from an interruption: restore cr.ipsr/cr.iip/cr.ifs from the
// saved frame with interruption collection off, switch back to register
// bank 0 (bsw.0) and rfi.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -x -o %t.o %s
	.text
	.explicit
	.global return_from_interrupt
	.proc return_from_interrupt
return_from_interrupt:
	{ .mmi
	  adds r16 = 16, r12		// &pt_regs->cr_ipsr
	  adds r17 = 24, r12		// &pt_regs->cr_iip
	  nop.i 0 ;;
	}
	{ .mmi
	  ld8 r29 = [r16], 16		// cr.ipsr
	  ld8 r30 = [r17], 16		// cr.iip
	  nop.i 0 ;;
	}
	{ .mmi
	  ld8 r31 = [r16]		// cr.ifs
	  rsm 0x6000			// psr.i and psr.ic off
	  nop.i 0 ;;
	}
	{ .mib
	  srlz.d
	  nop.i 0
	  bsw.0 ;;			// back to bank 0
	}
	{ .mmi
	  mov cr.ipsr = r29
	  mov cr.iip = r30
	  nop.i 0 ;;
	}
	{ .mmi
	  mov cr.ifs = r31
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  rfi ;;
	}
	.endp return_from_interrupt
// CHECK: inst ld8 GR:r29 = mem[GR:r16], imm:16
// CHECK: inst rsm imm:24576
// CHECK: inst bsw.0
// CHECK: inst mov CR:cr.ipsr = GR:r29
// CHECK: inst mov CR:cr.ifs = GR:r31
// CHECK: inst rfi
// CHECK-NEXT: stop
// CHECK-NEXT: bundle-end
