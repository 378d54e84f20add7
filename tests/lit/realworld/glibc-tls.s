# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc's TLS access sequences on IA-64 (initial-exec, local-exec, general-dynamic through
# __tls_get_addr, local-dynamic with @dtprel), .tdata/.tbss, data8 @dtprel in debug-style data,
# a syscall wrapper (PSEUDO: break __BREAK_SYSCALL, error branch to __syscall_error), and
# strong/weak aliases and symbol versions (.symver) as glibc's libc-symbols.h writes them.
	.section	.tbss,"awT",@nobits
	.align 4
	.type	__libc_errno#, @object
	.size	__libc_errno#, 4
__libc_errno:
	.skip	4
	.section	.tdata,"awT",@progbits
	.align 8
	.type	tls_ptr#, @object
	.size	tls_ptr#, 8
tls_ptr:
	data8	0x1122334455667788
	.globl	ldvar#
	.type	ldvar#, @object
	.size	ldvar#, 8
ldvar:
	data8	7

	.text
	.align 32
	.global __syscall_error#
	.proc __syscall_error#
__syscall_error:
	.prologue
	.body
	addl r2=@ltoff(@tprel(__libc_errno#)),gp
	;;
	ld8 r2=[r2]
	;;
	add r2=r2,r13
	mov r8=-1
	;;
	st4 [r2]=r10
	br.ret.sptk.many b0
	.endp __syscall_error#

	.align 32
	.global __libc_close#
	.proc __libc_close#
__libc_close:
	.prologue
	.body
	mov r15=1029
	break.i 0x100000
	;;
	cmp.eq p6,p0=-1,r10
	(p6) br.cond.spnt.few __syscall_error#
	br.ret.sptk.many b0
	.endp __libc_close#
	.weak close# ; close# = __libc_close#
	.globl __close# ; __close# = __libc_close#
	.symver __libc_close, __close_nocancel@GLIBC_2.0
	.symver __libc_close, __libc_close@@GLIBC_PRIVATE

	.align 32
	.global get_le#
	.proc get_le#
get_le:
	mov r8=@tprel(tls_ptr#)
	;;
	add r8=r8,r13
	adds r9=@tprel(__libc_errno#),r13
	br.ret.sptk.many b0
	.endp get_le#

	.align 32
	.global get_gd#
	.proc get_gd#
get_gd:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 2, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	.body
	addl r14 = @ltoff(@dtpmod(ldvar#)), r1
	addl r15 = @ltoff(@dtprel(ldvar#)), r1
	;;
	ld8 r35 = [r14]
	ld8 r36 = [r15]
	br.call.sptk.many b0 = __tls_get_addr#
	;;
	mov r1 = r34
	ld8 r8 = [r8]
	addl r14 = @ltoff(@dtpmod(tls_ptr#)), r1
	;;
	ld8 r35 = [r14]
	mov r36 = r0
	br.call.sptk.many b0 = __tls_get_addr#
	;;
	mov r1 = r34
	adds r9 = @dtprel(tls_ptr#), r8
	;;
	mov r14 = @dtprel(tls_ptr#)
	;;
	add r8 = r14, r8
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp get_gd#
	.ident	"GCC: (GNU) 4.1.2"

	.section	.debug_info_tls,"",@progbits
	data8.ua	@dtprel(tls_ptr#)
	data8.ua	@dtprel(ldvar#+8)
	data4.ua	@dtprel(__libc_errno#)
	.section	.note.GNU-stack,"",@progbits
