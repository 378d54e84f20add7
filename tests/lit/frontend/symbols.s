// Symbol directives, .proc/.endp procedures, .comm/.lcomm, and GCC's `#`
// suffix that marks a name as a symbol.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.file "symbols.c"
	.ident "GCC: (GNU) 12"
	.text
	.global main#
	.type main#, @function
	.proc main#
main:
	.prologue 12, 32
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 0, 2, 1, 0
	.save rp, r32
	mov r32 = b0
	.body
	addl out0 = @ltoff(buf#), gp
	br.call.sptk.many b0 = helper#
	mov ar.pfs = r33
	mov b0 = r32
	br.ret.sptk.many b0
	.endp main#
	.size main#, . - main#
	.weak helper
	.hidden hid
	.local loc_sym
	.comm buf, 64, 16
	.lcomm lbuf, 32, 8
	.type obj, @object
	.size obj, 8
	.sdata
	.global obj
obj:	data8 0
hid:	data8 1
loc_sym: data8 2
	.set alias_of_obj, obj
// CHECK: directive .proc words=["main#"] raw="main#"
// CHECK: inst addl GR:r34 = imm:@ltoff(buf), GR:r1
// CHECK: inst br.call.sptk.many BR:b0 = imm:helper
// CHECK: directive .endp words=["main#"]
// CHECK: symbol alias_of_obj local object defined value=obj
// CHECK: symbol buf global object undefined common=64 align=16
// CHECK: symbol helper weak notype undefined
// CHECK: symbol hid local notype hidden defined
// CHECK: symbol lbuf local notype undefined common=32 align=8
// CHECK: symbol main global func defined size=(. - main)
// CHECK: symbol obj global object defined size=8
// CHECK: procedure main section=.text stmts=[5,19)
