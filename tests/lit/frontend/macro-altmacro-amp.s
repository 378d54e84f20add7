// .altmacro: after `&name&` a second `&` goes too, so `&n&&1` (n a formal
// worth 1) is `11` and `9&E2&&3` (E2 no formal) is `9&E2&3`, as GNU as's
// listing (-alm) shows them; we kept the `&&` (a logical and). Found by
// fuzz/gas_differential.py --with macros (seed 2602 n247:
// `E1 = (9&E2&&3 + E1) & 7` in a macro gave E1 1, gas 4).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 01010103 0b0b04
// Same bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
E1 = 3
E2 = 3
	.data
	.altmacro
	.macro put n0
	.byte 9&E2&&3
	.byte 9&E2&+1
	.byte 1 &E2& 1
	.byte 8|E2&&3
	.byte 8|&n0&1
	.byte 8|&n0&&1
E1 = (9&E2&&3 + E1) & 7
	.byte E1
	.endm
	put 1
