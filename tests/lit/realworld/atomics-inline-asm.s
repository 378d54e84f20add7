# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# GCC -O2 output around inline assembly of PostgreSQL's s_lock.h (tas() with xchg4 and with
# `mov ar.ccv=0;;` + `cmpxchg4.acq`), libatomic_ops' ia64.h (AO_fetch_and_add1_acquire with
# fetchadd8.acq, AO_compare_and_swap_full with `mov ar.ccv` + `cmpxchg8.rel`, `mf`,
# AO_load_acquire as `ld8.acq`, AO_store_release as `st8.rel`, `cmpxchg8.acq` in a retry loop),
# Boehm GC's GC_save_regs_in_stack (`flushrs` + `mov r8=ar.bsp`) and GC_flush_mark_stack-like
# helpers: `#APP`/`#NO_APP` markers, asm bodies with their own `;;` and tabs, `%r`-less
# operand text as GCC substitutes it, `mov ar.ccv` feeding cmpxchg in the next group, `.mem`-free
# `ld8.bias`, `fetchadd4.rel`, `xchg8`, `invala`, `.pred.safe_across_calls`.
	.file	"atomics.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global tas#
	.type	tas#, @function
	.proc tas#
tas:
	.prologue
	.body
	addl r14 = 1, r0
	;;
#APP
# 212 "../../../../src/include/storage/s_lock.h" 1
		xchg4 	r8=[r32],r14	
	
# 0 "" 2
#NO_APP
	sxt4 r8 = r8
	br.ret.sptk.many b0
	.endp tas#
	.size	tas#, .-tas#

	.align 16
	.global tas_cas#
	.type	tas_cas#, @function
	.proc tas_cas#
tas_cas:
	.prologue
	.body
	addl r15 = 1, r0
	;;
#APP
# 236 "../../../../src/include/storage/s_lock.h" 1
		mov	ar.ccv=r0;;		
	cmpxchg4.acq	r8=[r32],r15,ar.ccv	
	
# 0 "" 2
#NO_APP
	;;
	cmp4.ne p6, p7 = 0, r8
	;;
(p6) addl r8 = 1, r0
(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp tas_cas#
	.size	tas_cas#, .-tas_cas#

	.align 16
	.global AO_fetch_and_add1_acquire#
	.type	AO_fetch_and_add1_acquire#, @function
	.proc AO_fetch_and_add1_acquire#
AO_fetch_and_add1_acquire:
	.prologue
	.body
#APP
# 62 "atomic_ops/sysdeps/gcc/ia64.h" 1
	fetchadd8.acq r8=[r32],1
# 0 "" 2
#NO_APP
	br.ret.sptk.many b0
	.endp AO_fetch_and_add1_acquire#
	.size	AO_fetch_and_add1_acquire#, .-AO_fetch_and_add1_acquire#

	.align 16
	.global AO_fetch_and_sub1_release#
	.type	AO_fetch_and_sub1_release#, @function
	.proc AO_fetch_and_sub1_release#
AO_fetch_and_sub1_release:
	.prologue
	.body
#APP
# 93 "atomic_ops/sysdeps/gcc/ia64.h" 1
	fetchadd4.rel r8=[r32],-1
# 0 "" 2
#NO_APP
	br.ret.sptk.many b0
	.endp AO_fetch_and_sub1_release#
	.size	AO_fetch_and_sub1_release#, .-AO_fetch_and_sub1_release#

	.align 16
	.global AO_compare_and_swap_full#
	.type	AO_compare_and_swap_full#, @function
	.proc AO_compare_and_swap_full#
AO_compare_and_swap_full:
	.prologue
	.body
#APP
# 160 "atomic_ops/sysdeps/gcc/ia64.h" 1
	mf
# 0 "" 2
# 171 "atomic_ops/sysdeps/gcc/ia64.h" 1
	mov ar.ccv=r33 ;; cmpxchg8.rel r14=[r32],r34,ar.ccv
# 0 "" 2
#NO_APP
	;;
	cmp.eq p6, p7 = r14, r33
	;;
	.pred.rel.mutex p6, p7
(p6) addl r8 = 1, r0
(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp AO_compare_and_swap_full#
	.size	AO_compare_and_swap_full#, .-AO_compare_and_swap_full#

	.align 16
	.global AO_or_full#
	.type	AO_or_full#, @function
	.proc AO_or_full#
AO_or_full:
	.prologue
	.save ar.pfs, r35
	alloc r35 = ar.pfs, 2, 2, 0, 0
	.body
#APP
# 188 "atomic_ops/generalize-small.h" 1
	mf
# 0 "" 2
#NO_APP
.L12:
#APP
# 120 "atomic_ops/sysdeps/gcc/ia64.h" 1
	ld8.acq r36=[r32]
# 0 "" 2
#NO_APP
	;;
	or r14 = r33, r36
#APP
# 171 "atomic_ops/sysdeps/gcc/ia64.h" 1
	mov ar.ccv=r36 ;; cmpxchg8.acq r15=[r32],r14,ar.ccv
# 0 "" 2
#NO_APP
	;;
	cmp.ne p6, p7 = r15, r36
(p6) br.cond.dptk .L12
#APP
# 140 "atomic_ops/sysdeps/gcc/ia64.h" 1
	st8.rel [r32]=r14
# 0 "" 2
#NO_APP
	mov ar.pfs = r35
	br.ret.sptk.many b0
	.endp AO_or_full#
	.size	AO_or_full#, .-AO_or_full#

	.align 16
	.global GC_test_and_set#
	.type	GC_test_and_set#, @function
	.proc GC_test_and_set#
GC_test_and_set:
	.prologue
	.body
	addl r14 = 1, r0
	;;
#APP
# 101 "include/private/gc_locks.h" 1
	xchg8 r8=[r32],r14
# 0 "" 2
#NO_APP
	br.ret.sptk.many b0
	.endp GC_test_and_set#
	.size	GC_test_and_set#, .-GC_test_and_set#

	.align 16
	.global GC_clear#
	.type	GC_clear#, @function
	.proc GC_clear#
GC_clear:
	.prologue
	.body
#APP
# 110 "include/private/gc_locks.h" 1
	st4.rel [r32]=r0
# 0 "" 2
#NO_APP
	br.ret.sptk.many b0
	.endp GC_clear#
	.size	GC_clear#, .-GC_clear#

# Boehm GC's ia64_save_regs_in_stack.s, a hand-written file linked into the same library.
	.text
	.align 16
	.global GC_save_regs_in_stack
	.proc GC_save_regs_in_stack
GC_save_regs_in_stack:
	.body
	flushrs
	;;
	mov r8=ar.bsp
	br.ret.sptk.few rp
	.endp GC_save_regs_in_stack

	.align 16
	.global GC_read_bias_pair
	.proc GC_read_bias_pair
GC_read_bias_pair:
	.body
	ld8.bias r8=[r32]
	;;
	adds r9=8,r32
	invala
	;;
	ld8 r9=[r9]
	br.ret.sptk.few rp
	.endp GC_read_bias_pair
	.ident	"GCC: (GNU) 4.1.2"
	.section	.note.GNU-stack,"",@progbits
