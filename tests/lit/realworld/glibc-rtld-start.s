# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# RUN: %epicsched as -x %s -o %t.o
# RUN: %ia64-as -x %s -o %t.gnu.o
# RUN: cmp %t.o %t.gnu.o
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc's sysdeps/ia64/dl-machine.h RTLD_START as GCC passes the file-scope asm through
# (rtld.c's output, written for this suite in that style; also checked with -x, as gcc runs GNU
# as): `#APP` around a whole `.text` ... `.previous`, `0:` on a braced bundle and
# `addl r3 = @gprel(0b), r0` with `mov r2 = ip` to find gp, two `.prologue` regions opened in one
# bundle (`.save rp, r0` then `.save ar.pfs, r32`), `.bbb`, C comments over several lines inside
# and after bundles, `mov loc2 = ret0`, `(p6) br.cond.dptk.few 1f` to `1: { .mib`,
# `addl ret0 = @ltoff(@fptr(_dl_fini#)), gp`, a tail jump `br.sptk.many b6`.
	.file	"rtld.c"
	.pred.safe_across_calls p1-p5,p16-p63
#APP
	.text
	.global _start#
	.proc _start#
_start:
0:	{ .mii
	  .prologue
	  .save rp, r0
	  .body
	  .prologue
	  .save ar.pfs, r32
	  alloc loc0 = ar.pfs, 0, 3, 4, 0
	  .body
	  mov r2 = ip
	  addl r3 = @gprel(0b), r0
	  ;;
	}
	{ .mlx
	  /* Calculate the GP, and save a copy in loc1.  */
	  sub gp = r2, r3
	  movl r8 = 0x9804c0270033f
	  ;;
	}
	{ .mii
	  mov ar.fpsr = r8
	  sub loc1 = r2, r3
	  /* _dl_start wants a pointer to the pointer to the arg block and
	     the arg block starts with an integer, thus the magic 16. */
	  adds out0 = 16, sp
	}
	{ .bbb
	  br.call.sptk.many b0 = _dl_start#
	  ;;
	}
	.endp _start#
	/* FALLTHRU */
	.global _dl_start_user#
	.proc _dl_start_user#
_dl_start_user:
	.prologue
	.save rp, r0
	.body
	{ .mii
	  addl r3 = @gprel(_dl_skip_args), gp
	  adds r11 = 24, sp	/* Load the address of argv. */
	  /* Save the pointer to the user entry point fptr in loc2.  */
	  mov loc2 = ret0
	  ;;
	}
	{ .mii
	  ld4 r3 = [r3]
	  adds r10 = 16, sp	/* Load the address of argc. */
	  mov out2 = r11
	  ;;
	  /* See if we were run as a command with the executable file
	     name as an extra leading argument.  If so, adjust the argv
	     pointer to skip _dl_skip_args words.
	     Note that _dl_skip_args is an integer, not a long - Jes

	     The stack pointer has to be 16 byte aligned. We cannot simply
	     addjust the argc/argv/envp pointers because the ABI says
	     that the argc is the first thing on the stack. */
	}
	{ .mmi
	  ld8 out1 = [r10]	/* is argc actually stored as a long or as an int? */
	  shladd r11 = r3, 3, r11
	  cmp.eq p6, p0 = r0, r3
	  ;;
	}
	{ .mib
	  sub out1 = out1, r3
	  addl out0 = @gprel(_rtld_local), gp
	(p6) br.cond.dptk.few 1f
	  ;;
	}
	{ .mmi
	  st8 [r10] = out1
	  mov out2 = r11
	  nop.i 0
	  ;;
	}
1:	{ .mib
	  ld8 out0 = [out0]
	  mov out3 = r0
	  br.call.sptk.many b0 = _dl_init#
	  ;;
	}
	{ .mmi
	  /* Pass our finalizer function to the user,
	     and jump to the user's entry point.  */
	  ld8 r16 = [loc2], 8
	  addl ret0 = @ltoff(@fptr(_dl_fini#)), gp
	  mov ar.pfs = loc0
	  ;;
	}
	{ .mmi
	  ld8 ret0 = [ret0]
	  ld8 gp = [loc2]
	  mov b6 = r16
	  ;;
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.sptk.many b6
	  ;;
	}
	.endp _dl_start_user#
	.previous
#NO_APP
	.ident	"GCC: (GNU) 4.4.7"
