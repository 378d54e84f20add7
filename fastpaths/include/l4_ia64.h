/*
 * Kernel data layout of the L4-style IPC fast path (documented in
 * docs/fastpaths.md, "IPC: data layout"). Offsets are bytes; every field is
 * 8 bytes. Keep this file, the scenarios and the document in step.
 */
#ifndef FASTPATHS_L4_IA64_H
#define FASTPATHS_L4_IA64_H

/* Thread ids: [63:18] thread number, [17:0] version. The thread number
 * selects the TCB in a virtually contiguous array; the kernel maps all of
 * it (unused slots read as zero), so a lookup never faults. Only the low
 * TCB_NO_BITS of the number index the array; the full id is checked against
 * the TCB's own copy, which rejects stale versions and out-of-range numbers.
 * Slot 0 is never a thread (number 0 is not allocated) and stays zero: the
 * fast path looks there when the id is NaT. */
#define TID_VERSION_BITS	18
#define TCB_NO_BITS		12			/* 4096 threads */
#define TCB_SHIFT		14			/* 16 KiB per thread */
#define KTCB_AREA		0xe000000100000000	/* region 7, identity-mapped kernel memory */
#define NILTHREAD		0
#define ANYTHREAD		-1

/* Per-CPU page (region 7, one per CPU at the same address, mapped by a
 * pinned translation as Linux does for its per-CPU data): the current
 * thread's TCB address. (Its id is also in ar.k6, whose read takes 12
 * cycles, paper S2.) */
#define PCPU_AREA		0xe000000104000000
#define PCPU_CURRENT_TCB	0x00

/* Thread states (TCB_STATE). Only WAITING_FOREVER receivers take the fast path. */
#define TS_FREE			0
#define TS_RUNNING		1
#define TS_WAITING_FOREVER	2	/* blocked in receive, no timeout */
#define TS_WAITING_TIMEOUT	3	/* blocked in receive with a timeout */
#define TS_POLLING		4	/* blocked in send */

/* TCB: at the bottom of the thread's 16 KiB block (kernel stack above). */
#define TCB_MYSELF		0x00	/* own global id */
#define TCB_STATE		0x08
#define TCB_PARTNER		0x10	/* whom a WAITING thread receives from (ANYTHREAD = any) */
#define TCB_RESOURCES		0x18	/* bits: FP-high owner, debug regs, copy area..., and
					 * RES_SENDQ; 0 = none: the fast path may run */
#define TCB_RR0			0x20	/* rr0 value of the thread's space; 0 = space not usable */
#define TCB_SENDQ		0x28	/* head of threads blocked sending to this one; 0 = empty */
#define RES_SENDQ		(1 << 63)	/* TCB_RESOURCES: SENDQ is not empty (kept with it by
					 * the generic path, so one word answers both checks) */
#define TCB_UTCB_K		0x30	/* UTCB, kernel (region 7) address */
#define TCB_UTCB_U		0x38	/* UTCB, user address: goes to ar.k5 */
/* User context saved while blocked in IPC; even/odd pairs are walked by two
 * pointers with stride 16, so keep the interleaving. */
#define TCB_BSP			0x40	/* user BSP of the ipc call frame (after flushrs) */
#define TCB_RNAT		0x48	/* ar.rnat at that point (partial NaT collection) */
#define TCB_RSC			0x50	/* ar.rsc for the resume: loadrs = caller's frame, pl 3, lazy */
#define TCB_PFS			0x58	/* ar.pfs of the ipc call (ppl 3: br.ret demotes) */
#define TCB_B0			0x60	/* return address into the user stub */
#define TCB_PR			0x68
#define TCB_UNAT		0x70
#define TCB_SP			0x78
#define TCB_GP			0x80
#define TCB_TP			0x88
#define TCB_RR2			0x90	/* rr2 value: the text region of the thread's program */
#define TCB_SIZE_USED		0x98

/* User address-space layout (Linux's): region 0 holds a space's data, stack
 * and register backing store (rr0: one RID per address space); region 2
 * holds program text (rr2: one RID per executable, shared by every space
 * that runs it, the sharing Section 3.1 of the paper suggests). */
#define USER_TEXT_REGION	0x4000000000000000	/* any address in region 2 */

/* UTCB: user-visible, 1 KiB, message registers MR0..MR63 at UTCB_MR. */
#define UTCB_MYSELF		0x00
#define UTCB_ERROR		0x18
#define UTCB_BR			0x80	/* buffer registers (not used by the fast path) */
#define UTCB_MR			0x200
#define MR_IN_REGS		8	/* MR0..MR7 travel in registers */

/* MR0, the message tag: u[5:0] untyped words, t[11:6] typed words,
 * flags[15:12], label[63:16]. The fast path needs t = 0 and flags = 0. */
#define TAG_U_BITS		6
#define TAG_TF_SHIFT		6
#define TAG_TF_BITS		10
#define TAG_U_MASK		((1 << TAG_U_BITS) - 1)
#define TAG_TF_MASK		(((1 << TAG_TF_BITS) - 1) << TAG_TF_SHIFT)

/* Timeouts word: send[31:16], receive[15:0]; 0 means "never". */
#define TIMEOUT_RCV_BITS	16
#define TIMEOUT_RCV_MASK	((1 << TIMEOUT_RCV_BITS) - 1)

/* The fast path's break immediate when it hands over to the slow path. */
#define BREAK_IPC_SLOW		0x4c34

#endif
