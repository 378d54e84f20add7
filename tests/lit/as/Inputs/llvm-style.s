// Hand-written in the shape LLVM's AsmPrinter gives auto-mode IA-64 text:
// stops only (no bundles), `name#` symbols, .globl/.p2align/.type/.size with
// .Lfunc_endN, .section with quoted names, .file/.ident, small C-like
// functions (arithmetic, loads and stores, a call, a counted loop, varargs).
	.text
	.file	"f.c"
	.globl	add3#
	.p2align	5
	.type	add3#,@function
	.proc	add3#
add3:
	add	r8 = r32, r33
	;;
	add	r8 = r8, r34
	br.ret.sptk.many	b0
	;;
	.endp	add3#
.Lfunc_end0:
	.size	add3#, .Lfunc_end0-add3#

	.globl	bump#
	.p2align	5
	.type	bump#,@function
	.proc	bump#
bump:
	addl	r14 = @ltoff(counter#), r1
	;;
	ld8	r14 = [r14]
	;;
	ld8	r15 = [r14]
	;;
	adds	r15 = 1, r15
	;;
	st8	[r14] = r15
	mov	r8 = r15
	br.ret.sptk.many	b0
	;;
	.endp	bump#
.Lfunc_end1:
	.size	bump#, .Lfunc_end1-bump#

	.globl	twice#
	.p2align	5
	.type	twice#,@function
	.proc	twice#
twice:
	.prologue 12, 34
	.save ar.pfs, r35
	alloc	r35 = ar.pfs, 1, 3, 1, 0
	;;
	.save rp, r34
	mov	r34 = b0
	mov	r36 = r1
	.body
	mov	r37 = r32
	br.call.sptk.many	b0 = add3#
	;;
	mov	r1 = r36
	shladd	r8 = r8, 1, r0
	mov	ar.pfs = r35
	mov	b0 = r34
	;;
	br.ret.sptk.many	b0
	;;
	.endp	twice#
.Lfunc_end2:
	.size	twice#, .Lfunc_end2-twice#

	.globl	sum#
	.p2align	5
	.type	sum#,@function
	.proc	sum#
sum:
	.prologue
	.save ar.lc, r2
	mov	r2 = ar.lc
	.body
	mov	r8 = r0
	adds	r14 = -1, r33
	;;
	mov	ar.lc = r14
	;;
.LBB3_1:
	ld8	r15 = [r32], 8
	;;
	add	r8 = r8, r15
	br.cloop.sptk.few	.LBB3_1
	;;
	mov	ar.lc = r2
	br.ret.sptk.many	b0
	;;
	.endp	sum#
.Lfunc_end3:
	.size	sum#, .Lfunc_end3-sum#

	.globl	first_va#
	.p2align	5
	.type	first_va#,@function
	.proc	first_va#
first_va:
	.prologue
	.fframe 64
	adds	r12 = -64, r12
	.body
	;;
	adds	r14 = 16, r12
	adds	r15 = 24, r12
	;;
	st8	[r14] = r33, 16
	st8	[r15] = r34, 16
	;;
	st8	[r14] = r35
	st8	[r15] = r36
	mov	r8 = r33
	adds	r12 = 64, r12
	br.ret.sptk.many	b0
	;;
	.endp	first_va#
.Lfunc_end4:
	.size	first_va#, .Lfunc_end4-first_va#

	.type	counter#,@object
	.section	".sbss","aws",@nobits
	.globl	counter#
	.p2align	3
counter:
	.skip	8
	.size	counter#, 8

	.ident	"clang version 19.1.0 (ia64)"
	.section	".note.GNU-stack","",@progbits
