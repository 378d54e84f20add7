/*
 * Kernel data layout of the Linux-style system-call, signal and queue fast
 * paths (docs/fastpaths.md, "Linux-style data"). Our own layout, Linux-like
 * in spirit: ar.k6 holds the current task pointer; each task owns a 32 KiB
 * block with the task structure at the bottom, the kernel register backing
 * store above it and the kernel memory stack growing down from the top.
 */
#ifndef FASTPATHS_LINUX_IA64_H
#define FASTPATHS_LINUX_IA64_H

/* Task structure (8-byte fields unless noted). */
#define TASK_FLAGS		0x00	/* thread-info work bits: any set = slow path */
#define TASK_PID		0x08	/* 4 bytes */
#define TASK_TGID		0x0c	/* 4 bytes: what getpid returns */
#define TASK_REAL_PARENT	0x10	/* task pointer; changes under us on reparenting */
#define TASK_SIGPENDING		0x18	/* bit mask of pending signals */
#define TASK_SIGBLOCKED		0x20
#define TASK_SIGACTION		0x28	/* pointer to 64 x SA_SIZE */
#define TASK_SIGALTSTACK	0x30	/* sp of the signal stack (0 = none) */
#define TASK_SIGALTSIZE		0x38
#define TASK_KRBS		0x400	/* kernel register backing store base */
#define TASK_KSTACK_TOP		0x8000	/* kernel memory stack grows down from here */
#define TIF_WORK_MASK		0xff	/* trace, audit, signal, resched ... */

/* Per-CPU page (region 7, one per CPU at the same address, mapped by a
 * pinned translation, as Linux's per-CPU area): the current task, the same
 * pointer as ar.k6 (the context switch writes both). A load takes 1 cycle
 * where reading ar.k6 takes 12 (paper S2): the epc fast calls use it. */
#define KPCPU_AREA		0xe000000000a00000
#define PCPU_CURRENT		0x00

/* pt_regs: the scratch state saved on every kernel entry, at the top of the
 * kernel stack. Two pointers walk it with stride 16, so even/odd slots
 * alternate between them. */
#define PT_CR_IPSR		0x00
#define PT_CR_IIP		0x08
#define PT_CR_IFS		0x10
#define PT_AR_UNAT		0x18
#define PT_AR_PFS		0x20
#define PT_AR_RSC		0x28
#define PT_AR_RNAT		0x30
#define PT_AR_BSPSTORE		0x38
#define PT_PR			0x40
#define PT_B0			0x48
#define PT_LOADRS		0x50	/* (bsp - kernel rbs) << 16: for loadrs on exit */
#define PT_R1			0x58
#define PT_R12			0x60
#define PT_R13			0x68
#define PT_AR_FPSR		0x70
#define PT_R15			0x78
#define PT_R8			0x80
#define PT_R9			0x88
#define PT_R10			0x90
#define PT_R11			0x98
#define PT_B6			0xa0
#define PT_AR_CCV		0xa8
#define PT_R2			0xb0
#define PT_R3			0xb8
#define PT_R14			0xc0
#define PT_B7			0xc8
#define PT_EML_UNAT		0xd0	/* ar.unat after the kernel's own spills of r1, r12, r13, r15 */
#define PT_SIZE			0xe0

/* System calls: r15 = number, arguments in out0.., results r8 (value) and
 * r10 (0 = ok, -1 = r8 holds an errno). Numbers as in Linux/ia64. */
#define NR_FIRST		1024
#define NR_getpid		1041
#define NR_getppid		1042
#define NR_gettimeofday		1087
#define NR_insque		1300	/* ours: OpenVMS-style queue services */
#define NR_remque		1301
#define NR_sigreturn		1181	/* rt_sigreturn */
#define NR_COUNT		320	/* table entries from NR_FIRST */
#define BREAK_SYSCALL		0x100000	/* Linux's break immediate for system calls */
#define EINVAL			22
#define EFAULT			14

/* Dispatch tables in kernel memory: one 8-byte handler address per number
 * from NR_FIRST (filled by the boot code; by the scenarios here). */
#define KSYS_TABLE		0xe000000000100000
#define KFSYS_TABLE		0xe000000000102000
#define NR_FSYS			64	/* fast entries: 1024..1087 */

/* Time keeping data (kernel memory), updated under a sequence counter:
 * time = sec + (nsec + ((itc - itc_last) * mult >> shift)). */
#define KTIME_DATA		0xe000000000104000
#define TIME_SEQ		0x00	/* 4 bytes, odd while an update is in flight */
#define TIME_SEC		0x08
#define TIME_NSEC		0x10
#define TIME_ITC_LAST		0x18
#define TIME_MULT		0x20
#define TIME_SHIFT		0x28
#define NSEC_PER_SEC		1000000000
#define DIV1000_MAGIC		0x20c49ba5e353f7cf	/* ceil(2^71 / 1000): x / 1000 = hi64(x * M) >> 7 */

/* Thread-info work bits in TASK_FLAGS (bit numbers as in Linux/ia64). The
 * break path checks the trace bits on entry and the work bits on exit
 * (syscall/break_syscall.S). */
#define TIF_SIGPENDING		0
#define TIF_NEED_RESCHED	1
#define TIF_SYSCALL_TRACE	2
#define TIF_SYSCALL_AUDIT	3
#define TIF_SINGLESTEP		4
#define TIF_NOTIFY_RESUME	6
#define TIF_TRACE_MASK		0x1c	/* trace, audit, single-step: the traced entry */
#define TIF_EXIT_WORK_MASK	0x43	/* signal, reschedule, notify-resume: the slow exit */

/* The kernel's default ar.fpsr (traps disabled, sf0 round-to-nearest 64-bit,
 * sf1-sf3 as the ia64 software conventions set them): what kernel code runs
 * with whatever the user left in ar.fpsr. */
#define FPSR_KERNEL_DEFAULT	0x0009804c0270033f

/* Stacked physical registers of the implementation (Itanium 2: 96; Linux
 * reads it from PAL), for clearing those the user does not own on exit. */
#define RSE_PHYS_STACKED	96

/* Hooks of the break path into the rest of the kernel (its C parts: signal
 * delivery/reschedule on exit, the syscall tracer), one 8-byte function
 * address each in kernel memory, filled by the boot code (the scenarios).
 * Called with br.call from the user's frame, pt_regs at sp + 16; a hook
 * that allocates a frame declares 8 inputs so that the system call's
 * arguments survive (Linux gives its trace hooks eight dummy arguments for
 * the same reason). */
#define KHOOK_TABLE		0xe000000000106000
#define KHOOK_EXIT_WORK		0x00	/* do_notify_resume: signals, reschedule */
#define KHOOK_TRACE_ENTER	0x08	/* syscall_trace_enter: may rewrite pt_regs.r15 */
#define KHOOK_TRACE_LEAVE	0x10	/* syscall_trace_leave: sees pt_regs.r8/r10 */

/* Users may pass addresses of region 0 only (our processes live there). */
#define USER_REGION_SHIFT	61

/* Queue entries (queue/): absolute doubly linked, 16-byte aligned,
 * forward link at 0, backward link at 8; a header is an entry whose links
 * point at itself when the queue is empty. */
#define Q_FLINK			0
#define Q_BLINK			8
#define Q_ALIGN_MASK		15
/* Results in r8. */
#define QS_INS_NOTFIRST		0	/* insque: the queue had entries */
#define QS_INS_FIRST		1	/* insque: the entry is now the only one */
#define QS_REM_MORE		0	/* remque: removed, entries remain */
#define QS_REM_LAST		1	/* remque: removed the last entry */
#define QS_REM_EMPTY		2	/* remque: the queue was empty, nothing removed */
#define BREAK_QUEUE_SLOW	0x4c20

/* Signals (signal/). sigaction table entries: */
#define SA_HANDLER		0x00	/* function descriptor: entry, gp */
#define SA_FLAGS		0x08
#define SA_MASK			0x10
#define SA_SIZE			0x18
#define SA_ONSTACK_BIT		27
#define SI_USER			0

/* The frame delivered on the (signal) stack; sp points 16 bytes below it. */
#define SF_SIGINFO		0x00
#define SI_SIGNO		0x00	/* 4 bytes */
#define SI_ERRNO		0x04
#define SI_CODE			0x08
#define SI_PID			0x10
#define SF_SC			0x20
#define SIGFRAME_SIZE		(SF_SC + SC_SIZE)

/* sigcontext: the scratch part first (all that the minimal variant
 * writes), the preserved part after it (only the full-state variant). */
#define SC_FLAGS		0x000	/* bit 0: the preserved part is valid */
#define SC_NAT			0x008	/* ar.unat of the spills into this sigcontext */
#define SC_IP			0x010	/* iip | ri */
#define SC_CFM			0x018	/* the interrupted frame (cr.ifs after cover) */
#define SC_PSR			0x020	/* ipsr; sigreturn takes only the user mask */
#define SC_RSC			0x028
#define SC_BSP			0x030	/* informational, as in Linux */
#define SC_RNAT			0x038
#define SC_UNAT			0x040
#define SC_FPSR			0x048
#define SC_PFS			0x050
#define SC_PR			0x058
#define SC_B0			0x060
#define SC_B6			0x068
#define SC_B7			0x070
#define SC_CCV			0x078
#define SC_MASK			0x080	/* blocked signals to restore */
#define SC_R1			0x088
#define SC_R2			0x090
#define SC_R3			0x098
#define SC_R8			0x0a0
#define SC_R9			0x0a8
#define SC_R10			0x0b0
#define SC_R11			0x0b8
#define SC_R12			0x0c0
#define SC_R13			0x0c8
#define SC_R14			0x0d0
#define SC_R15			0x0d8
#define SC_R4			0x0e0	/* preserved part */
#define SC_B1			0x100	/* b1-b5 */
#define SC_LC			0x128
#define SC_FR			0x130	/* f2-f5, f16-f31: 20 x 16 bytes */
#define SC_SIZE			0x270
#define SC_FLAG_FULL		1
#define PSR_UM_BITS		6	/* psr.um: be, up, ac, mfl, mfh (bits 5:0) */

/* switch_stack (full-state variant): the preserved registers on the
 * kernel stack, below pt_regs. */
#define SW_FR			0x000	/* f2-f5, f16-f31 */
#define SW_R4			0x140	/* r4-r7 */
#define SW_B1			0x160	/* b1-b5 */
#define SW_LC			0x188
#define SW_UNAT			0x190	/* NaT bits of the r4-r7 spills */
#define SW_SIZE			0x1a0

#define BREAK_SIGNAL_BAD	0x4c30

/* Fast-call break immediates used when a fast path hands over. */
#define BREAK_FSYS_SLOW		0x4c10
#define BREAK_UNEXPECTED	0x4cff

/* cr.ipsr.ri: slot of the interrupted instruction, bits 42:41. */
#define IPSR_RI_SHIFT		41

#endif
