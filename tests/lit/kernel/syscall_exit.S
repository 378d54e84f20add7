// The tail of a system call: range-check the return value, set r10 to
// flag an error with predicated moves (.pred.rel "mutex" tells the
// assembler p6/p7 exclude each other), test the work flags with tbit and
// leave through an indirect branch.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -x -o %t.o %t.s
#define TIF_SIGPENDING		1
#define TIF_NEED_RESCHED	2
#define MAX_ERRNO		4095

	.text
	.explicit
	.global syscall_exit
	.proc syscall_exit
syscall_exit:
	{ .mmi
	  adds r2 = 16, r13		// &thread_info->flags
	  mov r9 = -MAX_ERRNO
	  nop.i 0 ;;
	}
	{ .mmi
	  ld4 r3 = [r2]
	  nop.m 0
	  cmp.leu p6, p7 = r9, r8 ;;	// error return?
	}
	.pred.rel "mutex", p6, p7
	{ .mmi
	(p6) sub r8 = r0, r8		// positive errno
	(p6) mov r10 = -1
	(p7) mov r10 = r0 ;;
	}
	{ .mii
	  nop.m 0
	  tbit.nz p8, p0 = r3, TIF_SIGPENDING
	  tbit.nz p9, p0 = r3, TIF_NEED_RESCHED ;;
	}
	{ .mib
	  nop.m 0
	  mov b6 = r14
	(p8) br.cond.spnt.many handle_signal ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	(p9) br.cond.spnt.many do_schedule
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.sptk.many b6 ;;
	}
handle_signal:
do_schedule:
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp syscall_exit
// CHECK: inst mov GR:r9 = imm:-4095
// CHECK: inst cmp.leu PR:p6, PR:p7 = GR:r9, GR:r8
// CHECK: directive .pred.rel words=["mutex", "p6", "p7"]
// CHECK: inst (p6) sub GR:r8 = GR:r0, GR:r8
// CHECK: inst tbit.nz PR:p8, PR:p0 = GR:r3, imm:1
// CHECK: inst (p9) br.cond.spnt.many imm:do_schedule
// CHECK: inst br.sptk.many BR:b6
