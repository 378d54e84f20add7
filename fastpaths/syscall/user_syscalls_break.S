/*
 * User-side callers for the Table 3 comparison: each loads the number into
 * r15 and enters the kernel by executing break 0x100000;
 * user_syscalls_epc.S has the epc twins. A scenario starts at one of the
 * user_* entries (PL3, empty frame) and ends when the matching *_done
 * label is reached at PL3. gettimeofday writes into the 16-byte buffer
 * whose address the scenario puts in r14.
 */
#include "linux_ia64.h"

	.text
	.align 32

	.global user_getpid_break, user_getpid_break_done
	.proc user_getpid_break
user_getpid_break:
	mov	r15 = NR_getpid
	break.i	BREAK_SYSCALL
user_getpid_break_done:
	.endp user_getpid_break

	.global user_getppid_break, user_getppid_break_done
	.proc user_getppid_break
user_getppid_break:
	mov	r15 = NR_getppid
	break.i	BREAK_SYSCALL
user_getppid_break_done:
	.endp user_getppid_break

	.global user_gettimeofday_break, user_gettimeofday_break_done
	.proc user_gettimeofday_break
user_gettimeofday_break:
	alloc	r3 = ar.pfs, 0, 0, 2, 0
	mov	out0 = r14
	mov	out1 = r0
	mov	r15 = NR_gettimeofday
	break.i	BREAK_SYSCALL
user_gettimeofday_break_done:
	.endp user_gettimeofday_break
