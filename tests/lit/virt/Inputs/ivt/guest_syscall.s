// The user side of the system-call scenarios: getpid (1041) through
// `break 0x100000`, the way glibc's INLINE_SYSCALL enters the kernel without
// the gate page. The break is the last slot of its bundle, so the kernel's
// exit (ivt.s's break_fault advances cr.iip/ri past it) resumes at the
// next bundle, user_getpid_done.
	.section .text.user, "ax"
	.global user_getpid, user_getpid_done
	.proc user_getpid
user_getpid:
	{ .mii
	nop.m 0
	mov r15=1041
	break.i 0x100000
	;;
	}
user_getpid_done:
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	;;
	}
	.endp user_getpid
