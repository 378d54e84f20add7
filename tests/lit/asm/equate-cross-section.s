// An equate whose value is a difference of symbols in different sections (or
// with an undefined one) is GNU as's error even when nothing uses it ("invalid
// operands (.sdata and .text.f sections) for `-' when setting `D3'"); it was
// accepted and left out of the symbol table (found by fuzz/gas_differential.py).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck --check-prefix=GAS %s
// CHECK: equate-cross-section.s:[[@LINE+8]]:1: error: invalid operands (symbols in different sections, or undefined) for '-' when setting 'D3'
// GAS: Error: invalid operands (.sdata and .text.f sections) for `-' when setting `D3'
	.sdata
L9:	data8 1
	.section .text.f,"ax",@progbits
func1:
	nop.m 0
	.data
D3 = L9 - func1
