# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# GCC -O2 C output for ia64-linux: a switch through a jump table of `data8 @pcrel(.L)` entries
# reached with @ltoffx/ld8.mov, string literals in .rodata.str1.8 (mergeable strings), small data
# in .sdata/.sbss reached with @gprel, .lcomm, .tbss, an .init_array entry `data8 @fptr(f)`,
# a cold path in .text.unlikely, .ident and .note.GNU-stack; `.pred.safe_across_calls` and
# `.file` as GCC writes them at the top.
	.file	"dispatch.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	stringz	"unknown opcode %d\n"
	.align 8
.LC1:
	stringz	"halt"
	.section	.sdata,"aws",@progbits
	.align 4
	.type	counter#, @object
	.size	counter#, 4
counter:
	data4	1
	.section	.sbss,"aws",@nobits
	.align 8
	.type	last_op#, @object
	.size	last_op#, 8
last_op:
	.skip	8
	.lcomm	scratch#,64,16
	.section	.tbss,"awT",@nobits
	.align 4
	.type	tls_depth#, @object
	.size	tls_depth#, 4
tls_depth:
	.skip	4
	.text
	.align 16
	.global dispatch#
	.type	dispatch#, @function
	.proc dispatch#
dispatch:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 2, 3, 2, 0
	cmp4.ltu p6, p7 = 5, r32
	mov r35 = r1
	.save rp, r33
	mov r33 = b0
	.body
	addl r14 = @gprel(last_op#), gp
	;;
	st8 [r14] = r32
	(p6) br.cond.dpnt .L2
	addl r15 = @ltoffx(.L9), r1
	zxt4 r32 = r32
	;;
	ld8.mov r15 = [r15], .L9
	;;
	shladd r32 = r32, 3, r15
	;;
	ld8 r14 = [r32]
	;;
	add r15 = r15, r14
	;;
	mov b6 = r15
	br b6
	;;
	.section	.rodata
	.align 8
	.align 4
.L9:
	data8 @pcrel(.L3)
	data8 @pcrel(.L4)
	data8 @pcrel(.L5)
	data8 @pcrel(.L6)
	data8 @pcrel(.L7)
	data8 @pcrel(.L8)
	.text
.L3:
	addl r14 = @gprel(counter#), gp
	;;
	ld4 r8 = [r14]
	;;
	adds r8 = 1, r8
	;;
	st4 [r14] = r8
	br .L10
	;;
.L4:
	addl r14 = @ltoff(@tprel(tls_depth#)), r1
	;;
	ld8 r14 = [r14]
	;;
	add r14 = r14, r13
	;;
	ld4 r8 = [r14]
	br .L10
	;;
.L5:
	addl r36 = @ltoffx(.LC1), r1
	;;
	ld8.mov r36 = [r36], .LC1
	br.call.sptk.many b0 = puts#
	mov r1 = r35
	mov r8 = r0
	br .L10
	;;
.L6:
	addl r14 = @ltoffx(scratch#), r1
	;;
	ld8.mov r14 = [r14], scratch#
	;;
	ld8 r8 = [r14]
	br .L10
	;;
.L7:
	mov r8 = r33
	br .L10
	;;
.L8:
	mov r8 = -1
	br .L10
	;;
.L2:
	mov r36 = r32
	br.call.sptk.many b0 = dispatch_unknown#
	mov r1 = r35
	;;
.L10:
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.endp dispatch#
	.size	dispatch#, .-dispatch#

	.section	.text.unlikely,"ax",@progbits
	.align 16
	.type	dispatch_unknown#, @function
	.proc dispatch_unknown#
dispatch_unknown:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 1, 3, 2, 0
	mov r35 = r1
	.save rp, r33
	mov r33 = b0
	.body
	addl r36 = @ltoffx(.LC0), r1
	mov r37 = r32
	;;
	ld8.mov r36 = [r36], .LC0
	br.call.sptk.many b0 = printf#
	mov r1 = r35
	br.call.sptk.many b0 = abort#
	;;
	.endp dispatch_unknown#
	.size	dispatch_unknown#, .-dispatch_unknown#

	.text
	.align 16
	.type	setup#, @function
	.proc setup#
setup:
	.prologue
	.body
	addl r14 = @gprel(counter#), gp
	;;
	st4 [r14] = r0
	br.ret.sptk.many b0
	.endp setup#
	.size	setup#, .-setup#
	.section	.init_array,"aw",@init_array
	.align 8
	data8	@fptr(setup#)
	.ident	"GCC: (GNU) 4.4.7"
	.section	.note.GNU-stack,"",@progbits
