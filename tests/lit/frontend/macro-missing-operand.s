// An operator at the end of a macro-pass expression has a zero operand, with
// GNU as's warning "missing operand; zero assumed" (expr.c): `.rept 1+` is
// one pass, `.if 1 +` holds, `%5>` under .altmacro is 5 > 0 (-1); `.rept`
// without a count is none, silently. We refused all four ("missing
// expression"); found by fuzz/gas_differential.py --with macros (seeds
// 2601-2603: `put %(4) <4 + 4>`). An empty `.if` stays an error, as in gas.
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: macro-missing-operand.s:[[@LINE+13]]:2: warning: missing operand; zero assumed
// WARN: macro-missing-operand.s:[[@LINE+15]]:2: warning: missing operand; zero assumed
// WARN: macro-missing-operand.s:[[@LINE+27]]:2: warning: missing operand; zero assumed
// WARN-NOT: warning
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 0102ff07 ....
// Same bytes as GNU as (and its three warnings).
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS-COUNT-3: Warning: missing operand; zero assumed
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
	.rept 1+
	data1 1
	.endr
	.if 1 +
	data1 2
	.endif
	.rept
	data1 99
	.endr
	.altmacro
	.macro m a, b
	data1 \a
	.ifb \b
	data1 7
	.endif
	.endm
	m %5>
