// `.dcb`, `.dcb.b/.w/.l` are GNU as's `.ds`, `.ds.b/.w/.l` (COUNT elements of
// the value, unaligned, "value truncated" per element); `.dcb.s/.d/.x COUNT,
// VALUE` write COUNT unaligned reals of 4/8/10 bytes, VALUE read as a float
// literal (`.dcb.d 2, 0x1234` is 1234.0: gas skips `0x` like `0f`), no VALUE zeros (12 bytes an
// element for .dcb.x), a count below 1 nothing. A `.ds.w`-like count of 0
// with a non-zero value is silent and a negative one gas's error "size value
// for space directive too large" (we warned "repeat count is zero" for both).
// They were unknown directives. Probed with ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o 2>&1 | count 0
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 01000000 000000f8 3f020000 00000000
// CHECK-NEXT: 0x00000010 00c0ff3f 00000040 00000040 00000000
// CHECK-NEXT: 0x00000020 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000030 00000000 00489340 00000000 00489340
// CHECK-NEXT: 0x00000040 000080bf 34123412 7fffff78 56341278
// CHECK-NEXT: 0x00000050 563412
// RUN: printf '\t.data\n\t.dcb.w -1, 5\n\t.ds.l -3, 1\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:2: error: size value for space directive too large: ffffffffffffffff
// BAD: bad.s:3:2: error: size value for space directive too large: fffffffffffffffd
// RUN: printf '\t.data\n\t.dcb.d 1, -0f2.5\n' > %t.bad2.s
// RUN: not %epicsched asm %t.bad2.s -o %t.bad2.o 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: bad2.s:2:12: error: bad floating-point value
// `sched` prints them so that GNU as reads the same bytes back.
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -x .data %t.sched.o | FileCheck %s
// Same bytes as GNU as; it rejects the same lines.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
// RUN: ia64-linux-gnu-as -o %t.gas.sched.o %t.sched.s
// RUN: llvm-readelf -x .data %t.gas.sched.o | diff %t.gas.txt -
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: 2: Error: size value for space directive too large: ffffffffffffffff
// GASBAD: 3: Error: size value for space directive too large: fffffffffffffffd
// RUN: not ia64-linux-gnu-as -o %t.bad2.gas.o %t.bad2.s
	.data
	data1 1
	.dcb.d 1, 1.5
	data1 2
	.dcb.x 1, 1.5
	.dcb.s 2, 2
	.dcb.x 1
	.dcb.d 1
	.dcb.d 2, 0x1234
	.dcb.s 1, -1
	.dcb.s 0, 5
	.dcb.d -1, 5
	.dcb 2, 0x1234
	.dcb.b 1, 0x7f
	.dcb.w 1, -1
	.dcb.l 2, 0x12345678
	.dcb.w 0, 5
