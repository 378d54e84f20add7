// An epc fast system call (gettid-style): the gate page does `epc` to
// raise the privilege level, the handler reads the task from ar.k6, checks
// pending work and returns with br.ret to the caller's b6.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -x -o %t.o %t.s
#define IA64_KR_CURRENT		ar.k6
#define TASK_PID_OFFSET		0x4a8
#define TI_FLAGS		0x10
#define WORK_MASK		0x3f
#define SYSCALL_gettid		1105

	.section .text.gate, "ax", @progbits
	.align 64
	.global __kernel_syscall_via_epc
	.proc __kernel_syscall_via_epc
__kernel_syscall_via_epc:
	.prologue
	.altrp b6
	.body
	{ .mii
	  mov r16 = IA64_KR_CURRENT		// current task (ar.k6)
	  mov r11 = ar.pfs
	  addl r17 = SYSCALL_gettid, r0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  epc ;;				// privilege level 0 from here
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  cmp.eq p6, p7 = r17, r15 ;;
	}
	{ .mmi
	(p6) add r8 = TASK_PID_OFFSET, r16
	(p6) add r9 = TI_FLAGS, r16
	  mov r10 = r0 ;;
	}
	{ .mmi
	(p6) ld4 r8 = [r8]			// current->pid
	(p6) ld4 r9 = [r9]
	  nop.i 0 ;;
	}
	{ .mii
	  nop.m 0
	(p6) and r9 = WORK_MASK, r9 ;;
	(p6) cmp.ne.unc p8, p0 = 0, r9
	}
	{ .mib
	  nop.m 0
	  mov.i ar.pfs = r11
	(p7) br.cond.spnt.many slow_path ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	(p8) br.cond.spnt.many slow_path
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b6 ;;
	}
slow_path:
	{ .mib
	  mov r10 = -1
	  mov r8 = 38
	  br.ret.sptk.many b6 ;;
	}
	.endp __kernel_syscall_via_epc
// CHECK: section .text.gate flags="ax" type=@progbits
// CHECK: inst mov GR:r16 = AR:ar.k6
// CHECK: inst addl GR:r17 = imm:1105, GR:r0
// CHECK: inst epc
// CHECK: inst cmp.eq PR:p6, PR:p7 = GR:r17, GR:r15
// CHECK: inst (p6) add GR:r8 = imm:1192, GR:r16
// CHECK: inst (p6) cmp.ne.unc PR:p8, PR:p0 = imm:0, GR:r9
// CHECK: inst (p7) br.cond.spnt.many imm:slow_path
// CHECK: inst br.ret.sptk.many BR:b6
// CHECK: procedure __kernel_syscall_via_epc section=.text.gate
