# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# gccgo output for ia64: Go's dotted symbol names (main.main, main.Point.Len, main..import,
# main.Point..d, runtime.panicdivide), the export data in `.section .go_export,"e",@progbits`
# (SHF_EXCLUDE), a type descriptor in a COMDAT .rodata group ("aG") with `.weak` and data8 of
# @fptr(hash/equal functions) and of string addresses, a method value wrapper that tail-branches,
# a bounds check that calls runtime.goPanicIndex, and a deferred-call thunk using .personality
# __gccgo_personality_v0 with .handlerdata.
	.file	"point.go"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global main.Point.Len#
	.type	main.Point.Len#, @function
	.proc main.Point.Len#
main.Point.Len:
	.prologue
	.body
	setf.sig f6 = r32
	setf.sig f7 = r33
	;;
	xma.l f8 = f6, f6, f0
	;;
	xma.l f8 = f7, f7, f8
	;;
	getf.sig r8 = f8
	br.ret.sptk.many b0
	.endp main.Point.Len#
	.size	main.Point.Len#, .-main.Point.Len#

	.section	.text.main.Point.Len..stub,"axG",@progbits,main.Point.Len..stub,comdat
	.align 16
	.weak	main.Point.Len..stub#
	.type	main.Point.Len..stub#, @function
	.proc main.Point.Len..stub#
main.Point.Len..stub:
	.prologue
	.body
	ld8 r33 = [r32], 8
	;;
	ld8 r32 = [r32]
	br.sptk.many main.Point.Len#
	;;
	.endp main.Point.Len..stub#
	.size	main.Point.Len..stub#, .-main.Point.Len..stub#

	.text
	.align 16
	.global main.index#
	.type	main.index#, @function
	.proc main.index#
main.index:
	.prologue 12, 35
	.save ar.pfs, r36
	alloc r36 = ar.pfs, 3, 3, 2, 0
	.save rp, r35
	mov r35 = b0
	mov r37 = r1
	.body
	cmp.ltu p6, p7 = r34, r33
	;;
(p6)	shladd r32 = r34, 3, r32
(p7)	mov r38 = r34
(p7)	mov r39 = r33
(p7)	br.call.spnt.many b0 = runtime.goPanicIndex#
	;;
	ld8 r8 = [r32]
	mov ar.pfs = r36
	mov b0 = r35
	br.ret.sptk.many b0
	.endp main.index#
	.size	main.index#, .-main.index#

	.align 16
	.global main.main#
	.type	main.main#, @function
	.proc main.main#
main.main:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 3, 2, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	.body
	.personality	__gccgo_personality_v0#
	mov r35 = 3
	mov r36 = 4
	;;
.LEHB0:
	br.call.sptk.many b0 = main.Point.Len#
.LEHE0:
	mov r1 = r34
	;;
	mov r35 = r8
	br.call.sptk.many b0 = fmt.Println#
	mov r1 = r34
	;;
.L7:
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
.L8:
	mov r1 = r34
	br.call.sptk.many b0 = __go_check_defer#
	;;
	mov r1 = r34
	br .L7
	;;
	.handlerdata
	.align 8
	data8	@gprel(.LEHB0)
	data4	1
	data4	@pcrel(.L8)
	.text
	.endp main.main#
	.size	main.main#, .-main.main#

	.align 16
	.global __go_init_main#
	.type	__go_init_main#, @function
	.proc __go_init_main#
__go_init_main:
	.prologue
	.body
	addl r14 = @ltoffx(main..import#), r1
	;;
	ld8.mov r14 = [r14], main..import#
	br.ret.sptk.many b0
	.endp __go_init_main#
	.size	__go_init_main#, .-__go_init_main#

	.section	.rodata.main.Point..d,"aG",@progbits,main.Point..d,comdat
	.align 8
	.weak	main.Point..d#
	.type	main.Point..d#, @object
	.size	main.Point..d#, 56
main.Point..d:
	data1	25
	data1	8
	data1	8
	data1	0
	data4	0x3c5a1c1f
	data8	16
	data8	@fptr(runtime.memhash128#)
	data8	@fptr(runtime.memequal128..f#)
	data8	.LC1
	data8	0
	data8	main.Point.Len..stub#
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC1:
	stringz	"main.Point"
	.data
	.align 8
	.global main..import#
	.type	main..import#, @object
	.size	main..import#, 8
main..import:
	data8	0
	.section	.go_export,"e",@progbits
	.ascii	"v3;\n"
	.ascii	"package main\n"
	.ascii	"pkgpath main\n"
	.ascii	"types 2 1 21\n"
	.ascii	"func (? <type 1>) Len () <type -11>\n"
	.section	.note.GNU-stack,"",@progbits
