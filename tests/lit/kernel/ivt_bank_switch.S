// An interruption handler prologue: the CPU enters on bank 0 with
// interruption collection off; the handler saves the interruption state in
// bank-0 registers, switches the stack to the kernel's, and turns on bank 1
// (bsw.1) before collection is re-enabled.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -x -o %t.o %t.s
#define KR_CURRENT		ar.k6
#define KR_CURRENT_STACK	ar.k4
#define PT_REGS_SIZE		400
#define IA64_STK_OFFSET		0x8000
#define PSR_IC_BIT		13

	.section .text.ivt, "ax"
	.align 1024
	.global ivt_dtlb_miss_entry
ivt_dtlb_miss_entry:
	{ .mii
	  mov r16 = cr.ifa			// faulting address
	  mov r29 = b0				// save b0
	  mov r31 = pr				// save predicates
	}
	{ .mmi
	  mov r17 = cr.ipsr
	  mov r18 = cr.iip
	  nop.i 0 ;;
	}
	{ .mmi
	  mov r19 = cr.ifs
	  mov r20 = KR_CURRENT			// r20 = current task
	  tbit.z p6, p7 = r17, 32 ;;		// from user (psr.cpl != 0)?
	}
	{ .mii
	  mov r21 = ar.rsc
	  mov r22 = ar.pfs
	(p7) mov r1 = r12 ;;
	}
	{ .mmi
	  mov ar.rsc = 0			// enforced lazy mode
	  nop.m 0
	(p7) addl r25 = IA64_STK_OFFSET - PT_REGS_SIZE, r0 ;;
	}
	{ .mmi
	  mov r23 = ar.bspstore
	  mov r24 = ar.rnat
	(p7) add r12 = r25, r20 ;;
	}
	{ .mmi
	  adds r2 = 16, r12
	  adds r3 = 24, r12
	  nop.i 0 ;;
	}
	{ .mmi
	  st8 [r2] = r17, 16			// cr.ipsr
	  st8 [r3] = r18, 16			// cr.iip
	  nop.i 0 ;;
	}
	{ .mmi
	  st8 [r2] = r19, 16			// cr.ifs
	  st8 [r3] = r21, 16			// ar.rsc
	  nop.i 0 ;;
	}
	{ .mmi
	  st8 [r2] = r22			// ar.pfs
	  st8 [r3] = r31			// pr
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  bsw.1 ;;				// switch to bank 1
	}
	{ .mmi
	  ssm psr.ic | 0x4000			// interruption collection back on
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mii
	  srlz.d
	  mov b0 = r29
	  mov pr = r31, -1 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.sptk.many b0 ;;
	}
// CHECK: label ivt_dtlb_miss_entry
// CHECK: inst mov GR:r16 = CR:cr.ifa
// CHECK: inst mov GR:r31 = PRS:pr
// CHECK: inst mov GR:r19 = CR:cr.ifs
// CHECK: inst mov GR:r20 = AR:ar.k6
// CHECK: inst tbit.z PR:p6, PR:p7 = GR:r17, imm:32
// CHECK: inst (p7) addl GR:r25 = imm:32368, GR:r0
// CHECK: inst (p7) add GR:r12 = GR:r25, GR:r20
// CHECK: inst st8 mem[GR:r2] = GR:r17, imm:16
// CHECK: inst bsw.1
// CHECK: inst ssm imm:(psr.ic | 16384)
// CHECK: inst srlz.d
// CHECK: inst mov PRS:pr = GR:r31, imm:-1
