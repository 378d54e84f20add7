// RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
// REQUIRES: ia64-as
// CHECK: all stages pass
/* GDB testsuite gdb.arch/ia64-breakpoint-shadow.S and gdb.base-style hand-written IA-64
   sources (written for this suite in their style): `.explicit` bundles with the breakpoint
   target in every slot (`bundle:` + `.mlx` `movl` spanning slots 1-2, `.mii`), `.global`
   `main` with `.proc`/`.endp`, `break.i 0x80000`-style breakpoints in a bundle, `hint @pause`
   spin, `nop.x`, `brl.call`, `br.call.sptk.many b0 = func#`, `.section .note.GNU-stack,"",
   @progbits`, and `.align 16` data with `.long` / `.quad` (gas's generic pseudo-ops). */
	.explicit
	.text
	.align	16
	.global	main#
	.proc	main#
main:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 1, 0
	.save rp, r32
	mov r32 = b0
	.body
	;;
	.global	bundle
bundle:
	{ .mlx
	  mov r2 = r0
	  movl r3 = 0x1
	}
	{ .mii
	  nop.m 0
	  mov r4 = r0
	  mov r5 = r0 ;;
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0x80000
	}
	{ .mlx
	  nop.m 0
	  nop.x 0x12345
	}
	{ .mib
	  hint.m @pause
	  nop.i 0
	  br.call.sptk.many b0 = func#
	}
	{ .mlx
	  nop.m 0
	  brl.call.sptk.many b0 = func#
	}
	{ .mii
	  mov r8 = r0
	  mov ar.pfs = r33
	  mov b0 = r32 ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp	main#

	.global	func#
	.proc	func#
func:
	{ .mii
	  hint.m @pause
	  nop.i 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp	func#

	.global	spin#
	.proc	spin#
spin:
	{ .mii
	  ld4.acq r8 = [r32]
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  cmp4.eq p6, p7 = 0, r8
	  hint.i @pause
	(p6) br.cond.dptk.few spin# ;;
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ret.sptk.many b0 ;;
	}
	.endp	spin#

	.data
	.align	16
	.global	data_words
data_words:
	.long	0x11111111, 0x22222222
	.quad	0x3333333333333333
	.short	0x4444
	.byte	0x55, 0x66
	.balign	8
	.quad	bundle

	.section	.note.GNU-stack,"",@progbits
