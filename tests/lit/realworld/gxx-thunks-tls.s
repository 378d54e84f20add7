# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# g++ -O2 -fPIC output for ia64: a this-adjusting thunk (_ZThn16_) that tail-branches to the
# method, a function-local static with a guard variable in a COMDAT .bss group ("awG", @nobits),
# a thread_local with its TLS wrapper (_ZTW) in an "axG" group and a .weak init function (_ZTH),
# TLS in all four models (global dynamic: @ltoff(@dtpmod) + @ltoff(@dtprel) + __tls_get_addr;
# local dynamic: one __tls_get_addr then `addl @dtprel, r0` + r8; initial exec: @ltoff(@tprel) + r13;
# local exec: `addl @tprel, r0` + r13 (22 bits) and `adds @tprel, r13` (-mtls-size=14)), doubles in
# .rodata.cst8 ("aM", 8) as data8 and real8, a switch table of `data8 @pcrel(.L)` reached through
# @ltoffx/ld8.mov and read with ld8 + add, one of `data4 @segrel`, .ident and .note.GNU-stack.
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.text._ZThn16_N4Derived3getEv,"axG",@progbits,_ZN4Derived3getEv,comdat
	.align 16
	.weak	_ZThn16_N4Derived3getEv#
	.hidden	_ZThn16_N4Derived3getEv#
	.type	_ZThn16_N4Derived3getEv#, @function
	.proc _ZThn16_N4Derived3getEv#
_ZThn16_N4Derived3getEv:
	.prologue
	.body
	adds r32 = -16, r32
	br.sptk.many _ZN4Derived3getEv#
	;;
	.endp _ZThn16_N4Derived3getEv#
	.size	_ZThn16_N4Derived3getEv#, .-_ZThn16_N4Derived3getEv#
	.section	.text._ZN4Derived3getEv,"axG",@progbits,_ZN4Derived3getEv,comdat
	.align 16
	.weak	_ZN4Derived3getEv#
	.type	_ZN4Derived3getEv#, @function
	.proc _ZN4Derived3getEv#
_ZN4Derived3getEv:
	.prologue
	.body
	adds r32 = 24, r32
	;;
	ld4 r8 = [r32]
	br.ret.sptk.many b0
	.endp _ZN4Derived3getEv#
	.size	_ZN4Derived3getEv#, .-_ZN4Derived3getEv#

	.section	.bss._ZGVZ8instancevE1s,"awG",@nobits,_ZGVZ8instancevE1s,comdat
	.align 8
	.weak	_ZGVZ8instancevE1s#
	.type	_ZGVZ8instancevE1s#, @object
	.size	_ZGVZ8instancevE1s#, 8
_ZGVZ8instancevE1s:
	.skip	8
	.local	_ZZ8instancevE1s#
	.comm	_ZZ8instancevE1s#,16,8

	.section	.tbss,"awT",@nobits
	.align 4
	.type	counter#, @object
	.size	counter#, 4
counter:
	.skip	4
	.globl	tls_ie#
	.section	.tdata,"awT",@progbits
	.align 8
	.type	tls_ie#, @object
	.size	tls_ie#, 8
tls_ie:
	data8	42

	.section	.text._ZTW5tl_gd,"axG",@progbits,_ZTW5tl_gd,comdat
	.align 16
	.weak	_ZTW5tl_gd#
	.hidden	_ZTW5tl_gd#
	.type	_ZTW5tl_gd#, @function
	.proc _ZTW5tl_gd#
_ZTW5tl_gd:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 2, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	.body
	addl r14 = @ltoff(_ZTH5tl_gd#), gp
	;;
	ld8 r14 = [r14]
	;;
	cmp.eq p6, p7 = 0, r14
(p7)	br.call.sptk.many b0 = _ZTH5tl_gd#
	mov r1 = r34
	;;
	addl r15 = @ltoff(@dtpmod(tl_gd#)), gp
	addl r16 = @ltoff(@dtprel(tl_gd#)), gp
	;;
	ld8 r35 = [r15]
	ld8 r36 = [r16]
	br.call.sptk.many b0 = __tls_get_addr#
	mov r1 = r34
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp _ZTW5tl_gd#
	.size	_ZTW5tl_gd#, .-_ZTW5tl_gd#
	.weak	_ZTH5tl_gd#

	.text
	.align 16
	.global tls_models#
	.type	tls_models#, @function
	.proc tls_models#
tls_models:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 1, 3, 2, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	.body
	addl r14 = @ltoff(@dtpmod(counter#)), gp
	mov r36 = r0
	;;
	ld8 r35 = [r14]
	br.call.sptk.many b0 = __tls_get_addr#
	mov r1 = r34
	;;
	addl r15 = @dtprel(counter#), r0
	addl r16 = @ltoff(@tprel(tls_ie#)), gp
	;;
	add r15 = r15, r8
	;;
	ld4 r17 = [r15]
	ld8 r16 = [r16]
	;;
	add r16 = r16, r13
	addl r18 = @tprel(tls_le#), r0
	adds r21 = @tprel(tls_le#), r13
	;;
	add r18 = r18, r13
	;;
	ld8 r19 = [r16]
	ld4 r20 = [r18]
	;;
	add r8 = r17, r19
	;;
	add r8 = r8, r20
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp tls_models#
	.size	tls_models#, .-tls_models#
	.section	.tbss
	.align 4
	.type	tls_le#, @object
	.size	tls_le#, 4
tls_le:
	.skip	4

	.text
	.align 16
	.global pick#
	.type	pick#, @function
	.proc pick#
pick:
	.prologue
	.body
	cmp4.ltu p6, p7 = 3, r32
(p6)	br.cond.dpnt .L10
	addl r14 = @ltoffx(.L16), r1
	;;
	ld8.mov r14 = [r14], .L16
	zxt4 r32 = r32
	;;
	shladd r32 = r32, 3, r14
	;;
	ld8 r15 = [r32]
	;;
	add r14 = r14, r15
	;;
	mov b6 = r14
	br b6
	;;
.L12:
	addl r14 = @ltoffx(.LC0), r1
	;;
	ld8.mov r14 = [r14], .LC0
	;;
	ldfd f8 = [r14]
	br.ret.sptk.many b0
.L13:
	addl r14 = @ltoffx(.LC1), r1
	;;
	ld8.mov r14 = [r14], .LC1
	;;
	ldfd f8 = [r14]
	br.ret.sptk.many b0
.L10:
	mov f8 = f0
	br.ret.sptk.many b0
	.endp pick#
	.size	pick#, .-pick#
	.section	.rodata
	.align 8
.L16:
	data8 @pcrel(.L12)
	data8 @pcrel(.L13)
	data8 @pcrel(.L10)
	data8 @pcrel(.L10)
.Lsegtab:
	data4 @segrel(.L12)
	data4 @segrel(.L13)
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	data8	0x400921fb54442d18
.LC1:
	real8	2.718281828459045
	.ident	"GCC: (GNU) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
