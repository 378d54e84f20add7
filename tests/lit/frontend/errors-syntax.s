// Syntax errors: every bad line is reported (one error per line, parsing
// resumes on the next line), with file:line:col, the line and a caret.
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
	.text
// CHECK: errors-syntax.s:[[@LINE+3]]:15: error: unexpected character '`'
// CHECK-NEXT: {{^}}	add r1 = r2, `r3
// CHECK-NEXT: {{^}}	             ^
	add r1 = r2, `r3
// CHECK: errors-syntax.s:[[@LINE+1]]:10: error: unexpected end of line
	add r1 =
// CHECK: errors-syntax.s:[[@LINE+1]]:14: error: unexpected end of line
	ld8 r1 = [r2
// CHECK: errors-syntax.s:[[@LINE+1]]:19: error: unexpected ')'
	adds r1 = (1 + 2)), r2
// CHECK: errors-syntax.s:[[@LINE+1]]:5: error: unexpected 'r2'
(p6 r2)	nop.i 0
// CHECK: errors-syntax.s:[[@LINE+1]]:14: error: unexpected character '#'
	mov r1 = r2 # not a comment in the middle of a line
// The lines in between are fine and parsed.
	nop.i 0
// CHECK: errors-syntax.s:[[@LINE+1]]:11: error: missing operand after ','
	cmp.eq p6,, p7 = r1, r2
// Last, since the rest of the file would be in GNU as's scrubber's string: `stringz` is cut
// at its line end, and the quote gas inserts at the end of the file is a statement of its
// own (asm/string-across-lines.test).
// CHECK: errors-syntax.s:[[@LINE+2]]:19: warning: missing closing `"'
// CHECK: errors-syntax.s:[[@LINE+2]]:1: error: unexpected '""'
	stringz "abc, def
