// The kernel symbols linux/ivt.s references but the TLB-miss paths do not
// reach (entry.s, traps.c, fault.c, the system-call table): each code stub
// spins, so a run that strays into one exhausts its budget and fails; the
// data symbols are one zero page, __gp (the linker's in the kernel) its
// start. ivt.s itself is assembled as is.
	.section .text.stubs, "ax"
	.global ia64_bad_break, ia64_do_page_fault, ia64_fault, ia64_handle_irq
	.global ia64_illegal_op_fault, ia64_leave_kernel, ia64_prepare_handle_unaligned
	.global ia64_ret_from_syscall, ia64_trace_syscall, sys_ni_syscall
ia64_bad_break:
ia64_do_page_fault:
ia64_fault:
ia64_handle_irq:
ia64_illegal_op_fault:
ia64_leave_kernel:
ia64_prepare_handle_unaligned:
ia64_ret_from_syscall:
ia64_trace_syscall:
sys_ni_syscall:
	br.cond.sptk.few sys_ni_syscall
	;;
	.section .data.stubs, "aw"
	.global swapper_pg_dir, sys_call_table, __gp
	.align 16384
__gp:
swapper_pg_dir:
sys_call_table:
	.skip 16384
