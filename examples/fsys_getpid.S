/*
 * fsys_getpid: getpid() as a light-weight system call, in the style of the
 * Linux/ia64 "fsys" fast paths. User code enters through `epc` on the gate
 * page; the handler runs at privilege level 0 on the user's register stack,
 * without switching to a kernel stack or saving state. On entry:
 *	r16 = current task, r15 = syscall number, b6 = return address,
 *	r11 = saved ar.pfs, psr.cpl = 0 after epc.
 * It returns the thread group id in r8 (r10 = 0: no error) when no work is
 * pending, and falls back to the heavy-weight path otherwise.
 * Offsets are for this example's task layout.
 */
#define TASK_GROUP_LEADER_OFFSET	0x548
#define TASK_TGID_OFFSET		0x4ac
#define TASK_SIZE			0x1000
#define TI_FLAGS_OFFSET			0x10
#define TIF_ALLWORK_MASK		0x1f

#define ENTRY(name)			\
	.global name;			\
	.type name, @function;		\
	.align 32;			\
	.proc name;			\
name:

#define END(name)			\
	.endp name;			\
	.size name, . - name

/* Return to the gate page: b6 holds the caller's address, ar.pfs r11. */
#define FSYS_RETURN			\
	{ .mib;				\
	  nop.m 0;			\
	  mov.i ar.pfs = r11;		\
	  br.ret.sptk.many b6 ;; }

	.text
	.psr abi64
	.psr lsb
	.lsb

ENTRY(fsys_getpid)
	.prologue
	.altrp b6
	.body
	{ .mmi
	  add r9 = TI_FLAGS_OFFSET + TASK_SIZE, r16	// &thread_info->flags
	  add r17 = TASK_GROUP_LEADER_OFFSET, r16	// &current->group_leader
	  nop.i 0 ;;
	}
	{ .mmi
	  ld4 r9 = [r9]				// work flags
	  ld8 r17 = [r17]			// r17 = current->group_leader
	  mov r10 = r0 ;;			// success
	}
	{ .mii
	  add r17 = TASK_TGID_OFFSET, r17
	  and r9 = TIF_ALLWORK_MASK, r9
	  nop.i 0 ;;
	}
	{ .mib
	  ld4 r8 = [r17]			// r8 = group_leader->tgid
	  cmp.ne p8, p0 = 0, r9			// any work pending?
	(p8) br.spnt.many fsys_fallback_syscall
	}
	;;
	FSYS_RETURN
END(fsys_getpid)

/* The heavy-weight path: a real syscall through break, for pending work. */
ENTRY(fsys_fallback_syscall)
	.prologue
	.altrp b6
	.body
	{ .mmi
	  mov r10 = -1
	  mov r8 = 38				// ENOSYS in this example
	  nop.i 0 ;;
	}
	FSYS_RETURN
END(fsys_fallback_syscall)
