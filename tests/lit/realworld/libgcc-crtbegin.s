# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libgcc's ia64 crtbegin.asm after cpp (GCC 4.4, !HAVE_INITFINI_ARRAY, SHARED; written for this
# suite in its style): `.section .ctors/.dtors/.jcr,"aw","progbits"` lists, `data8 -1`,
# `data8 @gprel(__DTOR_LIST__ + 8)` in `.sdata`, `__dso_handle` (`data8 __dso_handle`, then
# `.hidden`), `.init`/`.fini` fragments as braced bundles in default mode (`movl r2 =
# @pcrel(f - 16)`, `mov r3 = ip`, `br.call.sptk.many b0 = b6`), `addl r16 = @ltoff(@fptr(
# __cxa_finalize)), gp`, bare `nop 0`, local labels named `.loop` and `.entry` (a label, not
# HP-UX's directive), `cmp.eq.or`, `.weak` of the optional callees.
# 1 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm"
# 21 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm"
# 1 "./auto-host.h" 1
# 22 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm" 2

.section .ctors,"aw","progbits"
	.align	8
__CTOR_LIST__:
	data8	-1

.section .dtors,"aw","progbits"
	.align	8
__DTOR_LIST__:
	data8	-1

.section .jcr,"aw","progbits"
	.align	8
__JCR_LIST__:

.section .sdata
	.type dtor_ptr,@object
	.size dtor_ptr,8
dtor_ptr:
	data8	@gprel(__DTOR_LIST__ + 8)


	.global __dso_handle
	.type __dso_handle,@object
	.size __dso_handle,8

	.section .data
__dso_handle:
	data8	__dso_handle




	.hidden __dso_handle
# 77 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm"
.section .fini,"ax","progbits"
	{ .mlx
	  movl r2 = @pcrel(__do_global_dtors_aux - 16)
	}
	{ .mii
	  mov r3 = ip
	  ;;
	  add r2 = r2, r3
	  ;;
	}
	{ .mib
	  nop 0
	  mov b6 = r2
	  br.call.sptk.many b0 = b6
	}



.section .init,"ax","progbits"
	{ .mlx
	  movl r2 = @pcrel(__do_jv_register_classes - 16)
	}
	{ .mii
	  mov r3 = ip
	  ;;
	  add r2 = r2, r3
	  ;;
	}
	{ .mib
	  nop 0
	  mov b6 = r2
	  br.call.sptk.many b0 = b6
	}


.section .text
	.align	32
	.proc	__do_global_dtors_aux
__do_global_dtors_aux:
	.prologue
# 128 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtbegin.asm"
	.save ar.pfs, r35
	alloc loc3 = ar.pfs, 0, 4, 1, 0
	addl loc0 = @gprel(dtor_ptr), gp
	addl r16 = @ltoff(@fptr(__cxa_finalize)), gp
	;;

	ld8 r16 = [r16]
	;;
	addl out0 = @ltoff(__dso_handle), gp
	cmp.ne p7, p0 = r0, r16
	;;

	ld8 out0 = [out0]
(p7)	ld8 r18 = [r16], 8
	.save rp, loc1
	mov loc1 = rp
	.body
	;;

	mov loc2 = gp
(p7)	ld8 gp = [r16]
(p7)	mov b6 = r18

	nop 0
	nop 0
(p7)	br.call.sptk.many rp = b6
	;;

	nop 0
	mov gp = loc2
	br.sptk.many .entry







.loop:
	st8 [loc0] = r15
	ld8 r17 = [r16], 8
	nop 0
	;;

	ld8 gp = [r16]
	mov b6 = r17
	br.call.sptk.many rp = b6

.entry:	ld8 r15 = [loc0]
	;;
	add r16 = r15, loc2
	adds r15 = 8, r15
	;;

	ld8 r16 = [r16]
	mov rp = loc1
	mov ar.pfs = loc3
	;;

	cmp.ne p6, p0 = r0, r16
(p6)	br.cond.sptk.few .loop
	br.ret.sptk.many rp
	.endp	__do_global_dtors_aux

	.align	32
	.proc	__do_jv_register_classes
__do_jv_register_classes:
	.prologue
	.save ar.pfs, r33
	alloc loc1 = ar.pfs, 0, 3, 1, 0
	movl out0 = @gprel(__JCR_LIST__)
	;;

	addl r14 = @ltoff(@fptr(_Jv_RegisterClasses)), gp
	add out0 = out0, gp
	.save rp, loc0
	mov loc0 = rp
	.body
	;;

	ld8 r14 = [r14]
	ld8 r15 = [out0]
	cmp.ne p6, p0 = r0, r0
	;;

	cmp.eq.or p6, p0 = r0, r14
	cmp.eq.or p6, p0 = r0, r15
(p6)	br.ret.sptk.many rp

	ld8 r15 = [r14], 8
	;;
	nop 0
	mov b6 = r15

	mov loc2 = gp
	ld8 gp = [r14]
	br.call.sptk.many rp = b6
	;;

	mov gp = loc2
	mov rp = loc0
	mov ar.pfs = loc1

	nop 0
	nop 0
	br.ret.sptk.many rp
	.endp	__do_jv_register_classes


.weak __cxa_finalize

.weak _Jv_RegisterClasses
