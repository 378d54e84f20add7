# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Output in the style of an out-of-tree LLVM IA-64 backend (MC asm printer conventions): `.text`
# with `.file`, `.globl` (not .global), `.p2align 5` and `.p2align 4, 0x0`-free code alignment,
# `.type f,@function`, stops only (`;;` on their own line, no bundles or templates), `.Lfunc_end0:`
# labels with `.size f, .Lfunc_end0-f`, `.Ltmp` and `.LBB0_2` block labels, `.section
# ".note.GNU-stack","",@progbits` with a quoted name, `.section .rodata.cst8,"aM",@progbits,8`,
# generic data directives (`.quad`, `.long`, `.short`, `.byte`, `.asciz`, `.zero`) instead of
# data8/data4, `.addrsig`-free object, `.ident` last, and no `.proc`/unwind directives at all.
	.text
	.file	"fork.c"
	.globl	sum_array
	.p2align	5
	.type	sum_array,@function
sum_array:
	mov r8 = r0
	cmp4.lt p6, p0 = r0, r33
	;;
	(p6) br.cond.dptk .LBB0_2
	br.ret.sptk.many b0
	;;
.LBB0_2:
	adds r33 = -1, r33
	;;
	zxt4 r33 = r33
	;;
	mov ar.lc = r33
	;;
.LBB0_3:
	ld4 r14 = [r32], 4
	;;
	add r8 = r8, r14
	br.cloop.sptk.few .LBB0_3
	;;
	br.ret.sptk.many b0
	;;
.Lfunc_end0:
	.size	sum_array, .Lfunc_end0-sum_array

	.globl	scale
	.p2align	5
	.type	scale,@function
scale:
	addl r14 = @ltoffx(.LCPI1_0), r1
	;;
	ld8.mov r14 = [r14], .LCPI1_0
	;;
	ldfd f6 = [r14]
	;;
	fma.d f8 = f8, f6, f0
	br.ret.sptk.many b0
	;;
.Lfunc_end1:
	.size	scale, .Lfunc_end1-scale

	.globl	get_name
	.p2align	5
	.type	get_name,@function
get_name:
	addl r14 = @ltoff(names), r1
	;;
	ld8 r14 = [r14]
	;;
	shladd r14 = r32, 3, r14
	;;
	ld8 r8 = [r14]
	br.ret.sptk.many b0
	;;
.Lfunc_end2:
	.size	get_name, .Lfunc_end2-get_name

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3
.LCPI1_0:
	.quad	0x400c000000000000
	.type	names,@object
	.section	.data.rel.ro,"aw",@progbits
	.globl	names
	.p2align	3
names:
	.quad	.L.str
	.quad	.L.str.1
	.size	names, 16
	.type	.L.str,@object
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"zero"
	.size	.L.str, 5
.L.str.1:
	.asciz	"one"
	.size	.L.str.1, 4
	.type	counts,@object
	.data
	.globl	counts
	.p2align	2
counts:
	.long	1
	.short	2
	.byte	3
	.zero	1
	.long	4
	.size	counts, 12
	.type	big,@object
	.bss
	.globl	big
	.p2align	4
big:
	.zero	64
	.size	big, 64
	.ident	"clang version 17.0.0 (ia64 fork)"
	.section	".note.GNU-stack","",@progbits
