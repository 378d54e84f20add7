# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libgcc's ia64 crtend.asm after cpp (GCC 4.4, !HAVE_INITFINI_ARRAY; written for this suite in
# its style): the `.ctors/.dtors/.jcr` ends, the `.init` fragment calling __do_global_ctors_aux
# through `@pcrel` and `ip`, `movl loc0 = @gprel(__CTOR_END__ - 8)`, `ld8 loc3 = [loc0], -8`,
# labels `.loop`/`.exit`, `(p6) br.cond.spnt.few`, `nop 0` in auto mode.
# 1 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtend.asm"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtend.asm"
# 21 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtend.asm"
# 1 "./auto-host.h" 1
# 22 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtend.asm" 2

.section .ctors,"aw","progbits"
	.align	8
__CTOR_END__:
	data8	0

.section .dtors,"aw","progbits"
	.align	8
__DTOR_END__:
	data8	0

.section .jcr,"aw","progbits"
	.align	8
__JCR_END__:
	data8	0
# 55 "../../../gcc-4.4.7/libgcc/../gcc/config/ia64/crtend.asm"
.section .init,"ax","progbits"
	{ .mlx
	  movl r2 = @pcrel(__do_global_ctors_aux - 16)
	}
	{ .mii
	  mov r3 = ip
	  ;;
	  add r2 = r2, r3
	  ;;
	}
	{ .mib
	  mov b6 = r2
	  br.call.sptk.many b0 = b6
	  ;;
	}


.text
	.align 32
	.proc __do_global_ctors_aux
__do_global_ctors_aux:
	.prologue





	.save ar.pfs, r34
	alloc loc2 = ar.pfs, 0, 5, 0, 0
	movl loc0 = @gprel(__CTOR_END__ - 8)
	;;

	add loc0 = loc0, gp
	;;
	ld8 loc3 = [loc0], -8
	.save rp, loc1
	mov loc1 = rp
	.body
	;;

	cmp.eq p6, p0 = -1, loc3
	mov loc4 = gp
(p6)	br.cond.spnt.few .exit

.loop:	ld8 r15 = [loc3], 8
	;;
	ld8 gp = [loc3]
	mov b6 = r15

	ld8 loc3 = [loc0], -8
	nop 0
	br.call.sptk.many rp = b6
	;;

	cmp.ne p6, p0 = -1, loc3
	nop 0
(p6)	br.cond.sptk.few .loop

.exit:	mov gp = loc3
	mov rp = loc1
	mov ar.pfs = loc2

	br.ret.sptk.many rp
	.endp __do_global_ctors_aux
