// Saving the preserved registers on a switch stack: st8.spill with
// .mem.offset hints so the assembler knows the two store streams never
// collide, ar.unat captured afterwards, and the preserved FP registers with
// stf.spill.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -x -o %t.o %t.s
#define SW(field)	SW_##field
#define SW_R4		0x10
#define SW_R5		0x18
#define SW_F2		0x30
#define SW_UNAT		0x50
#define SPILL(off, reg, base)	.mem.offset off, 0; st8.spill [base] = reg, 16

	.text
	.explicit
	.global save_switch_stack
	.proc save_switch_stack
save_switch_stack:
	{ .mmi
	  adds r2 = SW(R4), sp
	  adds r3 = SW(R5), sp
	  nop.i 0 ;;
	}
	{ .mmi
	  SPILL(0, r4, r2)
	  .mem.offset 8, 0
	  st8.spill [r3] = r5, 16
	  nop.i 0 ;;
	}
	{ .mmi
	  mov r17 = ar.unat		// NaT bits of r4/r5
	  adds r14 = SW(F2), sp
	  adds r15 = SW(UNAT), sp ;;
	}
	{ .mmi
	  stf.spill [r14] = f2
	  st8 [r15] = r17
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp save_switch_stack
// CHECK: inst adds GR:r2 = imm:16, GR:r12
// CHECK: directive .mem.offset args=[0, 0]
// CHECK-NEXT: inst st8.spill mem[GR:r2] = GR:r4, imm:16
// CHECK: directive .mem.offset args=[8, 0]
// CHECK: inst mov GR:r17 = AR:ar.unat
// CHECK: inst stf.spill mem[GR:r14] = FR:f2
