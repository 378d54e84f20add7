# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# NetBSD/ia64 libc and kernel style after cpp (machine/asm.h): RCSID as `.pushsection .ident;
# .asciz ...; .popsection`, ENTRY(name, n) with `.regstk`, STRONG_ALIAS/WEAK_ALIAS as
# `.global a; a = b` and `.weak a; a = b`, CALLSYS_ERROR's `mov r15 = SYS_x; break 0x100000` with
# the r10 error test branching to `__cerror#`, an ELF note (.note.netbsd.ident, "a", .p2align 2,
# .long/.ascii) written in assembly, .previous, `.section .rodata` with .quad and .int, and
# setjmp-style ar.fpsr/ar.lc save with stf.spill.
	.pushsection .ident
	.asciz "$NetBSD: syscall.S,v 1.3 2016/08/05 15:06:02 scole Exp $"
	.popsection

	.section ".note.netbsd.ident", "a"
	.p2align 2
	.long 7
	.long 4
	.long 1
	.ascii "NetBSD\0\0"
	.long 799000000
	.previous

	.text
	.align 32
	.global _exit
	.proc _exit
_exit:
	.regstk 1, 0, 0, 0
	mov r15 = 1
	;;
	break 0x100000
	;;
	.endp _exit

	.text
	.align 32
	.global _sys_write
	.proc _sys_write
_sys_write:
	.regstk 3, 0, 0, 0
	mov r15 = 4
	;;
	break 0x100000
	;;
	cmp.ne p6, p0 = r10, r0
(p6)	br.cond.spnt.few __cerror#
	br.ret.sptk.few rp
	.endp _sys_write
	.weak write
	write = _sys_write
	.global __write
	__write = _sys_write

	.text
	.align 32
	.global __cerror
	.proc __cerror
__cerror:
	.prologue
	.regstk 0, 3, 1, 0
	.save ar.pfs, r32
	alloc r32 = ar.pfs, 0, 3, 1, 0
	.save rp, r33
	mov r33 = rp
	mov r34 = gp
	.body
	mov r35 = r8
	br.call.sptk.many rp = __errno#
	;;
	mov gp = r34
	;;
	st4 [r8] = r35
	mov r8 = -1
	mov rp = r33
	mov ar.pfs = r32
	br.ret.sptk.many rp
	.endp __cerror

	.text
	.align 32
	.global _setjmp
	.proc _setjmp
_setjmp:
	.regstk 1, 0, 0, 0
	add r2 = 16, r32
	add r3 = 32, r32
	mov r16 = ar.fpsr
	mov r17 = ar.lc
	;;
	st8 [r32] = r16, 8
	stf.spill [r2] = f2, 32
	stf.spill [r3] = f3, 32
	;;
	st8 [r32] = r17
	stf.spill [r2] = f4
	stf.spill [r3] = f5
	mov r8 = r0
	br.ret.sptk.few rp
	.endp _setjmp
	.size _setjmp, . - _setjmp

	.section .rodata
	.align 8
	.type syscall_names, @object
syscall_names:
	.quad .Ls_exit
	.quad .Ls_write
	.int 1, 4
	.size syscall_names, . - syscall_names
.Ls_exit:
	.asciz "exit"
.Ls_write:
	.asciz "write"
