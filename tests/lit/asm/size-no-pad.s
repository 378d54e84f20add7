// `.size` between data and an instruction (or queued after it) does not let
// GNU as pad the instruction to a bundle boundary as `.proc` does: it is
// "instruction address is not a multiple of 16". We padded silently
// (fuzz/gas_differential.py, seed 8007: `.byte 0x0, 0` `br.sptk.many.clr L6`
// `.size func0, 16`).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// CHECK: size-no-pad.s:[[#@LINE+6]]:2: error: instruction address is not a multiple of 16
// REQUIRES: ia64-as
// RUN: not ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS: Error: instruction address is not a multiple of 16
	.text
	.byte 0x0, 0
	br.sptk.many.clr L6
	.size func0, 16
L6:
