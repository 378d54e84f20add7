// Errors of the macro language, each located at file:line:col; GNU as
// rejects the file too. Errors in an expanded line point at the macro body
// line, followed by a note at the invocation.
// REQUIRES: ia64-as
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %ia64-as %s -o %t.o
	.data
	.macro kw a, b
	data1 \a, \b
	.endm
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: positional argument after a keyword argument
	kw b=1, 2
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: macro 'kw' has no parameter named 'x'
	kw x=1, 2
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: too many positional arguments for macro 'kw'
	kw 1, 2, 3
	.macro rq a:req, b
	data1 \a
	.endm
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: missing value for required parameter 'a' of macro 'rq'
	rq , 3
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: macro 'kw' was already defined
	.macro kw
	.endm
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: negative count for '.rept'
	.rept -1
	.endr
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.rept' count is not an absolute expression: 'nowhere' is not a constant
	.rept nowhere
	.endr
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: non-constant expression in '.if' statement: 'undefined_sym' is not a constant
	.if undefined_sym
	.endif
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: non-constant expression in '.if' statement: 'here' is not a constant
	.if here
	.endif
here:
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.ifeqs' expects two quoted strings
	.ifeqs a, "a"
	.endif
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.else' without a matching '.if'
	.else
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.endif' without a matching '.if'
	.endif
	.if 1
	.else
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: duplicate '.else'
	.else
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.elseif' after '.else'
	.elseif 1
	.endif
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: '.include' expects a quoted file name
	.include nofile.s
// An error in an expansion: the body line, then the invocation.
	.macro bad
	data1 1 2
	.endm
// CHECK: macro-errors.s:[[@LINE-2]]:10: error: expected ',' before '2'
// CHECK: macro-errors.s:[[@LINE+1]]:2: note: macro 'bad' invoked from here
	bad
// Nested: one note per level, innermost first.
	.macro twice
	bad
	.endm
// CHECK: macro-errors.s:[[@LINE-9]]:10: error: expected ',' before '2'
// CHECK-NEXT: data1 1 2
// CHECK-NEXT: ^
// CHECK-NEXT: macro-errors.s:[[@LINE-5]]:2: note: macro 'bad' invoked from here
// CHECK: macro-errors.s:[[@LINE+1]]:2: note: macro 'twice' invoked from here
	twice
// CHECK: macro-errors.s:[[@LINE+1]]:2: error: end of file inside this conditional (no '.endif')
	.if 1
