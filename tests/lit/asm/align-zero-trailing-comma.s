// `.balign 0`, `.align 0` and `.balignw 0` ask for no alignment, as GNU as
// reads a byte count of 0 (read.c s_align); we refused them ("alignment must
// be a power of two, got 0"). An empty last argument (`.balign 8,` or
// `.balign 8, 3,`) is the default fill or maximum, as an empty middle one
// already was; we refused it ("missing operand after ','"). Found by
// fuzz/gas_gen_data.py (--with fill).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 01020304 00000000 05000000 00000000
// CHECK-NEXT: 0x00000010 06030303 03030303 07
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// `.balign 3` stays an error.
// RUN: printf '\t.data\n\t.balign 3\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:2: error: alignment must be a power of two, got 3
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.data
	.byte 1
	.balign 0
	.byte 2
	.align 0
	.byte 3
	.balignw 0
	.byte 4
	.balign 8,
	.byte 5
	.p2align 3, ,
	.byte 6
	.balign 8, 3,
	.byte 7
