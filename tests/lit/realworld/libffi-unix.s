# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libffi src/ia64/unix.S style: ffi_call_unix with a frame pointer (.vframe), a store-result jump table
# in .rodata of `data8 @pcrel(label)` entries reached by `ld8.mov` with @ltoffx, `br b6` dispatch,
# the closure entry with .fframe/.spillsp, and the PLABEL-style @fptr/@gprel data.
	.text
	.align 16
	.global	ffi_call_unix
	.proc	ffi_call_unix
ffi_call_unix:
	.prologue
	.save	ar.pfs, r36
	alloc	loc0 = ar.pfs, 4, 3, 8, 0
	.save	rp, loc1
	mov	loc1 = b0
	.vframe	loc2
	mov	loc2 = sp
	.body
	ld8	r16 = [in0], 8
	mov	r14 = gp
	sub	sp = sp, in1
	;;
	ld8	r17 = [in0]
	mov	gp = r14
	mov	r15 = r16
	;;
	mov	b6 = r16
	ld8	r18 = [in2], 8
	add	r19 = 8, in2
	;;
	ldf.fill f8 = [r18], 32
	ldf.fill f9 = [r19], 32
	;;
	ld8	out0 = [sp], 8
	;;
	ld8	out1 = [sp], 8
	;;
	br.call.sptk.many b0 = b6
	;;
	mov	gp = loc2
	addl	r16 = @ltoffx(.Lst_table), gp
	mov	r17 = in3
	;;
	ld8.mov	r16 = [r16], .Lst_table
	;;
	shladd	r16 = r17, 3, r16
	;;
	ld8	r17 = [r16]
	;;
	add	r16 = r16, r17
	;;
	mov	b6 = r16
	br	b6
	;;
.Lst_void:
	br	.Ldone
.Lst_uint8:
	zxt1	r8 = r8
	;;
	st8	[in2] = r8
	br	.Ldone
.Lst_sint8:
	sxt1	r8 = r8
	;;
	st8	[in2] = r8
	br	.Ldone
.Lst_int64:
	st8	[in2] = r8
	br	.Ldone
.Lst_float:
	stfs	[in2] = f8
	br	.Ldone
.Lst_double:
	stfd	[in2] = f8
	br	.Ldone
.Lst_ldouble:
	stfe	[in2] = f8
	;;
.Ldone:
	.restore sp
	mov	sp = loc2
	mov	b0 = loc1
	mov	ar.pfs = loc0
	br.ret.sptk.many b0
	.endp	ffi_call_unix

	.align 16
	.global	ffi_closure_unix
	.proc	ffi_closure_unix
ffi_closure_unix:
	.prologue
	.save	ar.pfs, r40
	alloc	loc0 = ar.pfs, 8, 4, 4, 0
	.fframe	272
	add	r12 = -272, r12
	.save	rp, loc1
	mov	loc1 = b0
	.save	ar.unat, loc2
	mov	loc2 = ar.unat
	.body
	add	r16 = 16, sp
	add	r17 = 24, sp
	mov	loc3 = gp
	;;
	.mem.offset 0, 0
	st8.spill [r16] = in0, 16
	.mem.offset 8, 0
	st8.spill [r17] = in1, 16
	;;
	.mem.offset 0, 0
	st8.spill [r16] = in2, 16
	.mem.offset 8, 0
	st8.spill [r17] = in3, 16
	;;
	stf.spill [r16] = f8, 32
	stf.spill [r17] = f9, 32
	mov	out0 = r1
	add	out1 = 16, sp
	;;
	br.call.sptk.many b0 = ffi_closure_unix_inner
	;;
	mov	gp = loc3
	add	r16 = 16, sp
	;;
	ld8	r8 = [r16]
	mov	ar.unat = loc2
	mov	b0 = loc1
	.restore sp
	add	sp = 272, sp
	mov	ar.pfs = loc0
	br.ret.sptk.many b0
	.endp	ffi_closure_unix

	.section .rodata
	.align	8
.Lst_table:
	data8	@pcrel(.Lst_void)
	data8	@pcrel(.Lst_uint8)
	data8	@pcrel(.Lst_sint8)
	data8	@pcrel(.Lst_int64)
	data8	@pcrel(.Lst_float)
	data8	@pcrel(.Lst_double)
	data8	@pcrel(.Lst_ldouble)

	.section .data.rel,"aw",@progbits
	.align	8
	.global	ffi_trampoline_desc
ffi_trampoline_desc:
	data8	@fptr(ffi_closure_unix)
	data8	@gprel(ffi_trampoline_desc)
	data8	@segrel(ffi_call_unix)
	data8	@secrel(ffi_closure_unix)
	.section .note.GNU-stack,"",@progbits
