// .err, .error, .warning and .print: located diagnostics where GNU as gives
// them (.print's text is a note here); inside a macro the note names the
// invocation. GNU as rejects the file too.
// REQUIRES: ia64-as
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %ia64-as %s -o %t.o
	.data
// CHECK: macro-messages.s:[[@LINE+1]]:2: error: '.err' encountered
	.err
// CHECK: macro-messages.s:[[@LINE+1]]:2: error: boom
	.error "boom"
// CHECK: macro-messages.s:[[@LINE+1]]:2: warning: careful
	.warning "careful"
// CHECK: macro-messages.s:[[@LINE+1]]:2: warning: .warning directive invoked in source file
	.warning
// CHECK: macro-messages.s:[[@LINE+1]]:2: note: hello
	.print "hello"
// CHECK: macro-messages.s:[[@LINE+1]]:2: error: '.error' expects one quoted string
	.error boom
	.macro check v
	.if \v > 2
	.error "too big"
	.endif
	.endm
	check 1
// CHECK: macro-messages.s:[[@LINE-4]]:2: error: too big
// CHECK-NEXT: .error "too big"
// CHECK: macro-messages.s:[[@LINE+1]]:2: note: macro 'check' invoked from here
	check 3
// Not taken: no message.
	.if 0
	.err
	.endif
