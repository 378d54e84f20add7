/*
 * User-side callers: insert the entry in r14 after the predecessor in r15
 * (insque), then remove the entry in r14 (remque); once through the epc
 * gate entries, once through break. A scenario starts at user_queue_epc
 * or user_queue_break (PL3, empty frame) and ends at the *_done label.
 * After insque, r5 (preserved) holds its status; after remque, r8/r9 hold remque's.
 */
#include "linux_ia64.h"

	.text
	.align 32
	.global user_queue_break, user_queue_break_done
	.proc user_queue_break
user_queue_break:
	alloc	r3 = ar.pfs, 0, 0, 2, 0
	mov	out0 = r14
	mov	out1 = r15
	mov	r15 = NR_insque
	break.i	BREAK_SYSCALL
	mov	r5 = r8		// preserved: r14-r31 are scratch across the call
	mov	out0 = r14
	mov	r15 = NR_remque
	break.i	BREAK_SYSCALL
user_queue_break_done:
	.endp user_queue_break
