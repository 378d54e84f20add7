# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# gfortran -O3 output for ia64: a DAXPY-style DO loop GCC modulo-scheduled with rotating
# registers (`br.ctop` with ar.lc/ar.ec and pr.rot, ldfd/stfd with post-increment, fma.d into
# f32+), a reduction with fma.d and fcvt.fx.trunc/getf.sig, a COMMON block (`.comm blk_, 24, 16`),
# a module variable (__vec_MOD_n) in .bss, MAIN__ calling _gfortran_st_write with a descriptor in
# .rodata.cst16 ("aM", 16), the real(8) constants in .rodata.cst8, `main` passing an options
# array (data4) to _gfortran_set_options, and `.section .note.GNU-stack`.
	.file	"daxpy.f90"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global daxpy_#
	.type	daxpy_#, @function
	.proc daxpy_#
daxpy_:
	.prologue
	.save ar.lc, r2
	mov r2 = ar.lc
	.body
	ld4 r14 = [r32]
	ldfd f6 = [r33]
	;;
	cmp4.ge p6, p7 = 0, r14
	adds r14 = -1, r14
(p6)	br.cond.dpnt .L1
	;;
	mov r15 = pr
	mov ar.ec = 4
	zxt4 r14 = r14
	mov r16 = r34
	mov r17 = r35
	mov r18 = r35
	;;
	mov ar.lc = r14
	mov pr.rot = 1 << 16
	;;
.L3:
	(p16) ldfd f32 = [r16], 8
	(p16) ldfd f36 = [r17], 8
	(p19) stfd [r18] = f44, 8
	(p18) fma.d f44 = f6, f34, f38
	br.ctop.sptk.few .L3
	;;
	mov pr = r15, -65473
	mov ar.lc = r2
.L1:
	br.ret.sptk.many b0
	.endp daxpy_#
	.size	daxpy_#, .-daxpy_#

	.align 16
	.global dnorm_#
	.type	dnorm_#, @function
	.proc dnorm_#
dnorm_:
	.prologue
	.body
	ld4 r14 = [r32]
	mov f8 = f0
	;;
	cmp4.ge p6, p7 = 0, r14
(p6)	br.cond.dpnt .L8
	;;
.L9:
	ldfd f7 = [r33], 8
	adds r14 = -1, r14
	;;
	fma.d f8 = f7, f7, f8
	cmp4.ne p6, p7 = 0, r14
(p6)	br.cond.dptk .L9
	;;
.L8:
	fcvt.fx.trunc f9 = f8
	;;
	getf.sig r8 = f9
	addl r14 = @gprel(__vec_MOD_n#), gp
	;;
	st4 [r14] = r8
	br.ret.sptk.many b0
	.endp dnorm_#
	.size	dnorm_#, .-dnorm_#

	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC2:
	data8	.LC3
	data4	12
	data4	0
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC4:
	data8	0x4000000000000000
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC3:
	stringz	"daxpy.f90"
	.text
	.align 16
	.type	MAIN__#, @function
	.proc MAIN__#
MAIN__:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 3, 0
	.save rp, r32
	mov r32 = b0
	.fframe 544
	adds r12 = -544, r12
	mov r34 = r1
	;;
	.body
	addl r14 = @ltoffx(.LC4), r1
	adds r35 = 16, r12
	;;
	ld8.mov r14 = [r14], .LC4
	addl r36 = @ltoffx(.LC2), r1
	;;
	ldfd f6 = [r14]
	ld8.mov r36 = [r36], .LC2
	;;
	addl r15 = @ltoffx(blk_#), r1
	;;
	ld8.mov r15 = [r15], blk_#
	;;
	stfd [r15] = f6
	br.call.sptk.many b0 = _gfortran_st_write#
	mov r1 = r34
	;;
	.restore sp
	adds r12 = 544, r12
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp MAIN__#
	.size	MAIN__#, .-MAIN__#

	.section	.rodata
	.align 4
	.type	options.1#, @object
	.size	options.1#, 28
options.1:
	data4	2116
	data4	4095
	data4	0
	data4	1
	data4	1
	data4	0
	data4	31
	.text
	.align 16
	.global main#
	.type	main#, @function
	.proc main#
main:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 2, 3, 2, 0
	mov r35 = r1
	.save rp, r33
	mov r33 = b0
	.body
	mov r36 = r32
	;;
	mov r37 = r33
	br.call.sptk.many b0 = _gfortran_set_args#
	mov r1 = r35
	;;
	addl r37 = @ltoffx(options.1#), r1
	mov r36 = 7
	;;
	ld8.mov r37 = [r37], options.1#
	br.call.sptk.many b0 = _gfortran_set_options#
	mov r1 = r35
	;;
	br.call.sptk.many b0 = MAIN__#
	mov r1 = r35
	mov r8 = r0
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.endp main#
	.size	main#, .-main#
	.global	__vec_MOD_n#
	.section	.sbss,"aws",@nobits
	.align 4
	.type	__vec_MOD_n#, @object
	.size	__vec_MOD_n#, 4
__vec_MOD_n:
	.skip	4
	.common	blk_#,24,16
	.ident	"GCC: (GNU) 13.2.0"
	.section	.note.GNU-stack,"",@progbits
