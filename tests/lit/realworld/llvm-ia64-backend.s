# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# LLVM's old IA-64 backend (lib/Target/IA64, removed in LLVM 2.6) output style: `.psr`/`.radix` at
# the top, one big alloc per function, rp/sp/gp names, unbundled code with `;;` after nearly every
# instruction, function pointers through @ltoff(@fptr(f)), .LBB labels, data8.ua in .data and
# .comm/.lcomm objects; no unwind directives.
	.psr	lsb
	.radix	C
	.psr	abi64
	.ident	"LLVM-ia64"
	.text
	.align 32
	.global apply
	.type	apply,@function
apply:
	alloc r9=ar.pfs,2,8,3,0
	mov r34=rp
	mov r35=r9
	mov r36=r1
	;;
	mov r37=r12
	adds r12=-16,r12
	;;
	ld8 r16=[r32],8
	;;
	ld8 r1=[r32]
	mov b6=r16
	;;
	mov r40=r33
	br.call.sptk.many rp=b6
	;;
	mov r1=r36
	;;
	cmp.eq p6,p0=r0,r8
	(p6) br.cond.dpnt.many .LBB2_3
	;;
.LBB2_2:
	addl r14=@ltoff(@fptr(apply_hook)),gp
	;;
	ld8 r14=[r14]
	;;
	st8 [r12]=r14
	addl r15=@ltoff(table),gp
	;;
	ld8 r15=[r15]
	;;
	shladd r16=r8,3,r15
	;;
	ld8 r8=[r16]
	;;
.LBB2_3:
	mov r12=r37
	mov ar.pfs=r35
	mov rp=r34
	;;
	br.ret.sptk.many rp
	;;
	.size apply, .-apply

	.align 32
	.global apply_hook
	.type	apply_hook,@function
apply_hook:
	alloc r9=ar.pfs,1,1,0,0
	;;
	sxt4 r8=r32
	;;
	mov ar.pfs=r9
	br.ret.sptk.many rp
	;;
	.size apply_hook, .-apply_hook

	.data
	.align 8
	.global table
	.type	table,@object
	.size	table,24
table:
	data8.ua	apply
	data8.ua	@fptr(apply_hook)
	data8.ua	0x7fffffffffffffff
	.comm	shared_buf,128,16
	.lcomm	private_buf,32,8
	.bss
	.align 8
zeros:
	.skip	16
