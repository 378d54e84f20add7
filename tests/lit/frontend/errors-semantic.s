// Errors found while building the IR; all of them are reported.
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
	.text
// CHECK: errors-semantic.s:[[@LINE+1]]:19: error: local label '2b' has no previous definition
	br.cond.sptk.few 2b
// CHECK: errors-semantic.s:[[@LINE+1]]:6: error: 'in0' names a stacked register but no frame is defined (use .regstk or alloc)
	mov in0 = r1
	.regstk 1, 2, 0, 0
// CHECK: errors-semantic.s:[[@LINE+1]]:6: error: 'loc2' is outside the current register frame (ins 1, locals 2, outs 0)
	mov loc2 = r1
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: qualifying predicate must be a predicate register (p0-p63), not 'r1'
(r1)	nop.i 0
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: qualifying predicate must be a predicate register, not 'foo'
(foo)	nop.i 0
// CHECK: errors-semantic.s:[[@LINE+2]]:12: error: register 'r2' cannot be used in an expression
// CHECK: errors-semantic.s:[[@LINE+1]]:17: error: register 'r3' cannot be used in an expression
	adds r1 = r2 + r3, r4
// CHECK: errors-semantic.s:[[@LINE+1]]:12: error: unknown relocation operator '@bogus'
	addl r1 = @bogus(x), gp
// CHECK: errors-semantic.s:[[@LINE+1]]:12: error: relocation operator '@gprel' cannot be applied to '@fptr'
	addl r1 = @gprel(@fptr(x)), gp
// CHECK: errors-semantic.s:[[@LINE+1]]:12: error: expected a general register inside '[...]'
	ld8 r1 = [foo]
// CHECK: errors-semantic.s:[[@LINE+1]]:6: error: the index of 'rr[...]' must be a general register
	mov rr[f2] = r1
// CHECK: errors-semantic.s:[[@LINE+1]]:6: error: 'bogus' is neither an indirect register file nor a rotating register name
	mov bogus[r2] = r1
// CHECK: errors-semantic.s:[[@LINE+1]]:6: error: register file 'rr' needs an index: rr[rN]
	mov rr = r1
// CHECK: errors-semantic.s:[[@LINE+1]]:12: error: integer constant does not fit in 64 bits
	movl r1 = 0x10000000000000000
// CHECK: errors-semantic.s:[[@LINE+1]]:12: error: invalid digit '9' in octal constant
	movl r1 = 0129
// CHECK: errors-semantic.s:[[@LINE+1]]:1: error: a directive cannot have a qualifying predicate
(p6)	.align 16
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: .endp outside of procedure
	.endp
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: '}' without a matching '{'
	}
	{ .mii
// CHECK: errors-semantic.s:[[@LINE+2]]:2: error: '{' inside a bundle (missing '}')
// CHECK: note: bundle opened here
	{
	nop.m 0
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: template directive '.mfi' must come first in the bundle
	.mfi
	}
// CHECK: errors-semantic.s:[[@LINE+1]]:2: warning: '.popsection' without a matching '.pushsection'; ignored
	.popsection
// CHECK: errors-semantic.s:[[@LINE+1]]:10: error: file not found: no-such-file.bin
	.incbin "no-such-file.bin"
dup:	data8 0
// CHECK: errors-semantic.s:[[@LINE+2]]:1: error: symbol 'dup' is already defined
// CHECK: note: previous definition is here
dup:
// CHECK: errors-semantic.s:[[@LINE+1]]:10: error: frame sizes must be a constant: 'undefined_sym' is not a constant
	.regstk undefined_sym, 0, 0, 0
// CHECK: errors-semantic.s:[[@LINE+1]]:2: error: .regstk: register frame too large (ins + locals + outs = 100, at most 96)
	.regstk 50, 50, 0, 0
// CHECK: errors-semantic.s:[[@LINE+1]]:8: error: '.rotr' uses more than the 0 rotating registers of the current frame
	.rotr a[4]
// CHECK: errors-semantic.s:[[@LINE+1]]:13: error: '.type' expects @function, @gnu_indirect_function, @object, @gnu_unique_object, @tls_object, @common or @notype
	.type dup, @banana
// CHECK: errors-semantic.s:[[@LINE+1]]:10: error: 'stringz' expects string arguments
	stringz 5
// CHECK: errors-semantic.s:[[@LINE+1]]:8: error: register 'r5' cannot be used as data
	data8 r5
// GNU as: "Error: unknown pseudo-op: `.frobnicate'" (an error, never a silent drop)
// CHECK: errors-semantic.s:[[@LINE+3]]:2: error: unknown directive '.frobnicate'
// The forward reference is checked at the end of the file.
// CHECK: errors-semantic.s:[[@LINE+2]]:19: error: local label '7f' has no following definition
	.frobnicate 1, 2
	br.cond.sptk.few 7f
