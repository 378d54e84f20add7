# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# GCC -O2 -g output for ia64: `.file N "x.c"` and `.loc` rows interleaved with auto-mode code and
# unwind directives, .Ltext0/.Letext0 range labels, hand-built .debug_info/.debug_abbrev with
# data4.ua @secrel() section offsets, data8.ua code addresses, .uleb128 of constants, and the
# empty .debug_line GNU as fills from the `.loc` rows.
	.file	"sum.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.align 16
	.global sum#
	.type	sum#, @function
	.proc sum#
sum:
.LFB0:
	.file 1 "sum.c"
	.loc 1 3 0
	.prologue
	.loc 1 5 0
	cmp4.ge p6, p7 = 0, r33
	mov r8 = r0
	.loc 1 3 0
	.save ar.lc, r2
	mov r2 = ar.lc
	;;
	.body
	.loc 1 5 0
	(p6) br.cond.dpnt .L2
	adds r14 = -1, r33
	;;
	zxt4 r14 = r14
	;;
	mov ar.lc = r14
	;;
.L3:
	.loc 1 6 0
	ld4 r14 = [r32], 4
	;;
	add r8 = r8, r14
	br.cloop.sptk.few .L3
	;;
.L2:
	.loc 1 8 0
	mov ar.lc = r2
	sxt4 r8 = r8
	br.ret.sptk.many b0
	.endp sum#
.LFE0:
	.size	sum#, .-sum#
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	data4.ua	0x4a
	data2.ua	0x2
	data4.ua	@secrel(.Ldebug_abbrev0)
	data1	0x8
	.uleb128 0x1
	stringz	"GNU C 4.4.7"
	data1	0x1
	stringz	"sum.c"
	data8.ua	.Ltext0
	data8.ua	.Letext0
	data4.ua	@secrel(.Ldebug_line0)
	.uleb128 0x2
	data1	0x1
	stringz	"sum"
	data1	0x1
	data1	0x2
	data8.ua	.LFB0
	data8.ua	.LFE0
	data1	0x0
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x11
	data1	0x1
	.uleb128 0x25
	.uleb128 0x8
	.uleb128 0x13
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x1
	.uleb128 0x10
	.uleb128 0x6
	data1	0x0
	data1	0x0
	data1	0x0
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.ident	"GCC: (GNU) 4.4.7"
	.section	.note.GNU-stack,"",@progbits
