// `.dcb.s/.d/.x` with a count below 1 writes nothing, but GNU as still reads the value: junk
// (`0x1234abc` stops at the letter), a value out of range and real10's NaN/infinity (gas's
// internal error) are refused. We wrote nothing and took the file (seed-23 fill and float
// campaigns: `.dcb.s 0, 0x12345678abcdef01`, `.dcb.s 0, 478.382e-321`, `.dcb.x 0, nan`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 0000c03f
// RUN: printf '\t.data\n\t.dcb.s 0, 0x1234abc\n\t.dcb.s 0, 478.382e-321\n\t.dcb.x -2, nan\n\t.dcb.d 0, 1e400\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:12: error: bad floating-point value
// BAD: bad.s:3:12: error: cannot create floating-point number
// BAD: bad.s:4:13: error: bad floating-point value
// BAD: bad.s:5:12: error: cannot create floating-point number
// REQUIRES: ia64-as
// RUN: %ia64-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: :2: Error: junk at end of line
// GASBAD: :3: Error: cannot create floating-point number
// GASBAD: :4: Internal error in gen_to_words
	.data
	.dcb.s 0, 1.5
	.dcb.d -1, 2
	.dcb.x 0
	.float 1.5
