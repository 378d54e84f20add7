// Macro-argument edges where we differed from GNU as (macro.c), found by
// fuzz/gas_differential.py --with macros (seed 2601): a trailing comma adds no
// argument (`.irp k,3,` ran twice, `m 1,` was "too many positional
// arguments"); `.irp` takes the name characters as its symbol (`.irp i(1+2),6`
// read `i(1+2)` as the name); `.irpc c ""` runs no pass (`.irpc c` one, empty);
// under .altmacro a `<` without its `>` runs to the end (getstring; we refused
// "missing '>'"), and a plain argument stops at `<` (`1%(8)<4` is `1%(8)`, `4`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 03070103 06090003 040104{{ }}
// Same bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
	.irp k,3,
	data1 \k
	.endr
	.macro m a
	data1 \a
	.endm
	m 7,
	.macro v a, b:vararg
	data1 \a
	.ifb \b
	.endif
	.endm
	v 1,
	.irp i (1+2), 6
	data1 \i
	.endr
	.irpc c ""
	data1 99
	.endr
	.irpc c
	data1 9
	.endr
	.irp k,0,
	data1 \k
	.endr
	.altmacro
	.macro two a=5, b=6
	data1 \a, \b
	.endm
	two 3 <4
	two 1%(8)<4
