/*
 * User-side callers for the Table 3 comparison: each loads the number into
 * r15 and enters the kernel by calling the gate page's fsys_entry (epc);
 * user_syscalls_break.S has the break twins. A scenario starts at one of the
 * user_* entries (PL3, empty frame) and ends when the matching *_done
 * label is reached at PL3. gettimeofday writes into the 16-byte buffer
 * whose address the scenario puts in r14.
 */
#include "linux_ia64.h"

	.text
	.align 32

	.global user_getpid_epc, user_getpid_epc_done
	.proc user_getpid_epc
user_getpid_epc:
	movl	r2 = fsys_entry		// Linux finds it in the auxiliary vector
	mov	r15 = NR_getpid
	mov	b7 = r2
	br.call.sptk.many b6 = b7
user_getpid_epc_done:
	.endp user_getpid_epc

	.global user_getppid_epc, user_getppid_epc_done
	.proc user_getppid_epc
user_getppid_epc:
	movl	r2 = fsys_entry
	mov	r15 = NR_getppid
	mov	b7 = r2
	br.call.sptk.many b6 = b7
user_getppid_epc_done:
	.endp user_getppid_epc

	.global user_gettimeofday_epc, user_gettimeofday_epc_done
	.proc user_gettimeofday_epc
user_gettimeofday_epc:
	alloc	r3 = ar.pfs, 0, 0, 2, 0
	movl	r2 = fsys_entry
	mov	out0 = r14		// struct timeval *
	mov	out1 = r0		// no timezone
	mov	r15 = NR_gettimeofday
	mov	b7 = r2
	br.call.sptk.many b6 = b7
user_gettimeofday_epc_done:
	.endp user_gettimeofday_epc

