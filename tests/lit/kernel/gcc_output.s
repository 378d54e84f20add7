// What GCC emits for IA-64: `#` after symbol names, .pred.safe_across_calls,
// unwind directives, @ltoff/@gprel addressing and a call with the gp
// saved around it.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.file	"hello.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	stringz	"hello, world"
	.text
	.align 16
	.global main#
	.type	main#, @function
	.proc main#
main:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 4, 1, 0
	.save rp, r32
	mov r32 = b0
	mov r34 = r1
	.body
	addl r14 = @ltoff(.LC0), gp
	;;
	ld8 r35 = [r14]
	;;
	mov r36 = r35
	br.call.sptk.many b0 = puts#
	mov r1 = r34
	mov r8 = r0
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp main#
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
// The directive before any section switch lands in .text, so .text prints first.
// CHECK: section .text
// CHECK-NEXT: directive .file words=["hello.c"]
// CHECK-NEXT: directive .pred.safe_across_calls words=["p1-p5", "p16-p63"]
// CHECK: inst alloc GR:r33 = AR:ar.pfs, imm:0, imm:4, imm:1, imm:0
// CHECK: inst addl GR:r14 = imm:@ltoff(.LC0), GR:r1
// CHECK: inst br.call.sptk.many BR:b0 = imm:puts
// CHECK: section .rodata.str1.8 flags="aMS" type=@progbits
// CHECK: label .LC0
// CHECK-NEXT: data stringz string zero-terminated ["hello, world"]
// CHECK: section .note.GNU-stack type=@progbits
// CHECK: symbol main global func defined
// CHECK: symbol puts local notype undefined
