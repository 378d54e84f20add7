// A context switch in the style of ia64_switch_to: save the outgoing
// task's register stack state (flushrs, ar.bspstore, ar.rnat), switch the
// kernel stack and ar.k6, and reload the incoming task's backing store
// with loadrs.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -x -o %t.o %t.s
#define IA64_KR_CURRENT		ar.k6
#define THREAD_KSP		0x860
#define SW_AR_BSPSTORE		0x20
#define SW_AR_RNAT		0x28
#define SW_AR_PFS		0x30
#define SW_AR_RSC		0x38

	.text
	.align 32
	.global switch_context
	.proc switch_context
switch_context:
	.prologue
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 1, 3, 0, 0
	.body
	{ .mmi
	  mov r16 = ar.rsc
	  adds r2 = THREAD_KSP, in0		// &next->thread.ksp
	  adds r3 = SW_AR_BSPSTORE, sp ;;
	}
	{ .mmi
	  mov ar.rsc = 0			// lazy mode: RSE idle
	  flushrs				// dirty partition to memory
	  adds r9 = SW_AR_RNAT, sp ;;
	}
	{ .mmi
	  mov r17 = ar.bspstore
	  mov r18 = ar.rnat
	  adds r10 = SW_AR_PFS, sp ;;
	}
	{ .mmi
	  st8 [r3] = r17			// save bspstore
	  st8 [r9] = r18			// save rnat
	  nop.i 0
	}
	{ .mmi
	  st8 [r10] = loc0			// save ar.pfs
	  ld8 r19 = [r2]			// next kernel stack
	  mov loc1 = in0 ;;
	}
	{ .mmi
	  mov IA64_KR_CURRENT = in0		// ar.k6 = next
	  mov sp = r19
	  adds r3 = SW_AR_BSPSTORE, r19 ;;
	}
	{ .mmi
	  ld8 r20 = [r3], SW_AR_RNAT - SW_AR_BSPSTORE ;;
	  ld8 r21 = [r3]
	  nop.i 0 ;;
	}
	{ .mmi
	  mov r22 = (0 << 16) | 3		// loadrs = 0, eager mode
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  mov ar.rsc = r0			// loadrs requires lazy mode
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  loadrs				// invalidate stacked registers
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  mov ar.bspstore = r20
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmi
	  mov ar.rnat = r21
	  mov ar.rsc = r16
	  mov ar.pfs = loc0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp switch_context
// CHECK: inst alloc GR:r34 = AR:ar.pfs, imm:1, imm:3, imm:0, imm:0
// CHECK: inst adds GR:r2 = imm:2144, GR:r32
// CHECK: inst flushrs
// CHECK: inst mov GR:r17 = AR:ar.bspstore
// CHECK: inst st8 mem[GR:r10] = GR:r33
// CHECK: inst mov GR:r34 = GR:r32
// CHECK: inst mov AR:ar.k6 = GR:r32
// CHECK: inst ld8 GR:r20 = mem[GR:r3], imm:8
// CHECK: inst mov GR:r22 = imm:3
// CHECK: inst loadrs
// CHECK: inst mov AR:ar.pfs = GR:r33
// CHECK: procedure switch_context
