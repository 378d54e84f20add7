# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# GCC C++ output for ia64: an inline function in a COMDAT group (.section ...,"axG",...,comdat),
# .weak and .hidden symbols, a vtable in .data.rel.ro with @fptr entries, a function with
# .personality/.handlerdata (an exception-handling LSDA with fixed-size entries), a static
# constructor in .init_array, typeinfo names in a mergeable string section, brl.call.
	.file	"widget.cc"
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.text._ZN6Widget4sizeEv,"axG",@progbits,_ZN6Widget4sizeEv,comdat
	.align 16
	.weak	_ZN6Widget4sizeEv#
	.type	_ZN6Widget4sizeEv#, @function
	.proc _ZN6Widget4sizeEv#
_ZN6Widget4sizeEv:
	.prologue
	.body
	adds r32 = 8, r32
	;;
	ld4 r8 = [r32]
	br.ret.sptk.many b0
	.endp _ZN6Widget4sizeEv#
	.size	_ZN6Widget4sizeEv#, .-_ZN6Widget4sizeEv#
	.text
	.align 16
	.global _Z6renderP6Widget#
	.type	_Z6renderP6Widget#, @function
	.proc _Z6renderP6Widget#
_Z6renderP6Widget:
.LFB1:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 1, 4, 1, 0
	mov r35 = r1
	.save rp, r33
	mov r33 = b0
	.body
	ld8 r14 = [r32]
	mov r36 = r32
	mov r37 = r32
	;;
	ld8 r15 = [r14]
	;;
	ld8 r16 = [r15], 8
	;;
	ld8 r1 = [r15]
	mov b6 = r16
.LEHB0:
	br.call.sptk.many b0 = b6
.LEHE0:
	mov r1 = r35
	mov r37 = r8
	;;
	brl.call.sptk.many b0 = _Z4drawi#
	mov r1 = r35
	;;
.L5:
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
.L6:
	mov r1 = r35
	mov r37 = r15
	br.call.sptk.many b0 = __cxa_begin_catch#
	;;
	mov r1 = r35
	br.call.sptk.many b0 = __cxa_end_catch#
	;;
	mov r1 = r35
	br .L5
	;;
	.personality	__gxx_personality_v0#
	.handlerdata
	.align 8
	data8	@fptr(__gxx_personality_v0#)
	data1	0xff
	data1	0x0
	data1	0x1
	data1	0x8
	data4	.LEHB0-.LFB1
	data4	.LEHE0-.LEHB0
	data4	.L6-.LFB1
	data1	0x1
	data1	0x0
	data1	0x7f
	data1	0x0
	.align 8
	data8	@ltv(_ZTI9Exception#)
	.text
	.endp _Z6renderP6Widget#
	.size	_Z6renderP6Widget#, .-_Z6renderP6Widget#

	.align 16
	.type	_GLOBAL__sub_I_render#, @function
	.proc _GLOBAL__sub_I_render#
_GLOBAL__sub_I_render:
	.prologue
	.body
	addl r14 = @gprel(_ZL7counter#), gp
	;;
	st4 [r14] = r0
	br.ret.sptk.many b0
	.endp _GLOBAL__sub_I_render#
	.size	_GLOBAL__sub_I_render#, .-_GLOBAL__sub_I_render#
	.section	.init_array,"aw",@init_array
	.align 8
	data8	@fptr(_GLOBAL__sub_I_render#)

	.weak	_ZTV6Widget#
	.section	.data.rel.ro._ZTV6Widget,"awG",@progbits,_ZTV6Widget,comdat
	.align 8
	.type	_ZTV6Widget#, @object
	.size	_ZTV6Widget#, 32
_ZTV6Widget:
	data8	0
	data8	_ZTI6Widget#
	data8	@fptr(_ZN6Widget4sizeEv#)
	data8	@iplt(_ZN6Widget4sizeEv#)
	.weak	_ZTS6Widget#
	.section	.rodata._ZTS6Widget,"aG",@progbits,_ZTS6Widget,comdat
	.align 8
	.type	_ZTS6Widget#, @object
	.size	_ZTS6Widget#, 8
_ZTS6Widget:
	stringz	"6Widget"
	.section	.sbss,"aws",@nobits
	.align 4
	.type	_ZL7counter#, @object
	.size	_ZL7counter#, 4
_ZL7counter:
	.skip	4
	.hidden	__dso_handle#
	.ident	"GCC: (GNU) 4.8.5"
	.section	.note.GNU-stack,"",@progbits
