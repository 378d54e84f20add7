# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# FreeBSD/ia64 and Xen/ia64 locore style after cpp: ENTRY_NOPROFILE(name, n) as `.text; .align 32;
# .global name; .proc name; name: .regstk n,0,0,0`, a kernel entry that switches psr through
# cr.ipsr/cr.iip and rfi, translation inserts with itr.d/itr.i and srlz, region registers set
# through rr[], a cpuid probe, `.section .ivt` with `.org` spaced vector entries, and the
# `.xdata8` of a syscall table with a `.size` computed from labels.
	.section .ivt, "ax"
	.align 32768
	.global ia64_vector_table
ia64_vector_table:
	.org ia64_vector_table + 0x0000
ivt_vhpt_miss:
	mov r16 = cr.ifa
	mov r17 = pr
	;;
	thash r18 = r16
	ttag r19 = r16
	;;
	mov pr = r17, 0x1ffff
	rfi
	;;
	.org ia64_vector_table + 0x0400
ivt_itlb_miss:
	mov r16 = cr.iip
	mov r17 = cr.itir
	;;
	tpa r18 = r16
	;;
	itc.i r18
	;;
	rfi
	;;
	.org ia64_vector_table + 0x0800
ivt_dtlb_miss:
	mov r16 = cr.ifa
	;;
	itc.d r16
	;;
	srlz.d
	rfi
	;;
	.org ia64_vector_table + 0x0c00

	.text
	.align 32
	.global locore_start
	.proc locore_start
locore_start:
	.regstk 0,0,0,0
	rsm psr.i | psr.ic
	movl r16 = 0x0000000000000000
	;;
	srlz.i
	;;
	mov rr[r16] = r0
	movl r17 = (7 << 2) | 1
	;;
	mov rr[r16] = r17
	;;
	srlz.d
	movl r18 = ia64_vector_table
	;;
	mov cr.iva = r18
	mov r19 = 0
	;;
	mov r20 = cpuid[r19]
	movl r21 = 0x3000 | (1 << 44)
	;;
	mov cr.itir = r17
	mov cr.ifa = r18
	;;
	itr.d dtr[r19] = r21
	;;
	srlz.d
	itr.i itr[r19] = r21
	;;
	srlz.i
	movl r22 = locore_main
	movl r23 = (1 << 13) | (1 << 17) | (1 << 27) | (1 << 36)
	;;
	mov cr.iip = r22
	mov cr.ipsr = r23
	mov cr.ifs = r0
	;;
	rfi
	;;
	.endp locore_start

	.text
	.align 32
	.global locore_main
	.proc locore_main
locore_main:
	.regstk 2,0,0,0
	alloc r2 = ar.pfs, 2, 2, 0, 0
	mov ar.rsc = 0
	;;
	flushrs
	;;
	mov r8 = ar.bsp
	mov r9 = ar.rnat
	cover
	;;
	mov r10 = cr.ifs
	bsw.0
	;;
	bsw.1
	;;
	mov ar.rsc = 3
	ssm psr.i
	;;
	srlz.d
	br.ret.sptk.many rp
	.endp locore_main

	.section .rodata
	.align 8
	.global syscall_table
syscall_table:
	data8 locore_main
	data8 locore_start
	data8 ia64_vector_table
.Lsyscall_end:
	.size syscall_table, .Lsyscall_end - syscall_table
	.type syscall_table, @object
	.xdata8 ".rodata", 0x1, locore_main
