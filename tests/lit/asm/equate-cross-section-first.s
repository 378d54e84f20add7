// `L9 - func1` with func1 in the first section: GNU as's error even when
// unused. We took it as PC-relative (as if `.` were at offset 0 of the
// first section) and accepted it (fuzz/gas_differential.py seed 2001, n976).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck --check-prefix=GAS %s
// CHECK: equate-cross-section-first.s:[[@LINE+8]]:1: error: invalid operands (symbols in different sections, or undefined) for '-' when setting 'D3'
// GAS: Error: invalid operands (.sdata and .text.f sections) for `-' when setting `D3'
	.section .text.f,"ax",@progbits
	.proc func1
func1:
	.endp func1
	.section .sdata,"aw"
L9:
D3 = L9 - func1
