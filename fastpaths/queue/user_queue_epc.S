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
	.global user_queue_epc, user_queue_epc_done
	.proc user_queue_epc
user_queue_epc:
	alloc	r3 = ar.pfs, 0, 0, 2, 0
	movl	r2 = queue_insque
	mov	r4 = r14		// the entry, kept in a preserved register: r14 is scratch across the call
	mov	out0 = r14
	mov	out1 = r15
	mov	b7 = r2
	br.call.sptk.many b6 = b7
	mov	r5 = r8		// preserved: r14-r31 are scratch across the call
	movl	r2 = queue_remque
	mov	out0 = r4
	mov	b7 = r2
	br.call.sptk.many b6 = b7
user_queue_epc_done:
	.endp user_queue_epc

