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

/*
 * Callers for the scenarios that check what the break path must do besides
 * dispatching (getpid_break_nat, getpid_break_bigframe,
 * gettimeofday_break_work). They start like the ones above.
 */
	// getpid with a NaT first argument (r3 is a NaT in the scenario):
	// the kernel must hand back out0 = -1, NaT-free, and r3 still NaT.
	.global user_getpid_nat_break, user_getpid_nat_break_done
	.proc user_getpid_nat_break
user_getpid_nat_break:
	alloc	r11 = ar.pfs, 0, 0, 2, 0
	mov	out0 = r3
	mov	out1 = r14
	mov	r15 = NR_getpid
	break.i	BREAK_SYSCALL
user_getpid_nat_break_done:
	.endp user_getpid_nat_break

	// getpid from a frame with 9 outputs: no system-call frame, EINVAL.
	.global user_getpid_bigframe_break, user_getpid_bigframe_break_done
	.proc user_getpid_bigframe_break
user_getpid_bigframe_break:
	alloc	r11 = ar.pfs, 0, 0, 9, 0
	mov	r15 = NR_getpid
	break.i	BREAK_SYSCALL
user_getpid_bigframe_break_done:
	.endp user_getpid_bigframe_break

	// gettimeofday, then look at what the kernel could have left behind:
	// a larger frame exposes stacked registers the kernel's frames used
	// (r34-r49: must read 0), and f6-f11 are copied to r50-r55.
	.global user_gettimeofday_work_break, user_gettimeofday_work_break_done
	.proc user_gettimeofday_work_break
user_gettimeofday_work_break:
	alloc	r11 = ar.pfs, 0, 0, 2, 0
	mov	out0 = r14
	mov	out1 = r0
	mov	r15 = NR_gettimeofday
	break.i	BREAK_SYSCALL
	alloc	r11 = ar.pfs, 0, 24, 0, 0
	getf.sig r50 = f6
	getf.sig r51 = f7
	getf.sig r52 = f8
	getf.sig r53 = f9
	getf.sig r54 = f10
	getf.sig r55 = f11
user_gettimeofday_work_break_done:
	.endp user_gettimeofday_work_break
