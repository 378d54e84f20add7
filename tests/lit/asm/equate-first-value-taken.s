// `x = S + c` (also .set, .equ, .equiv; not `==`/.eqv) where S is an
// expression symbol whose names are not all defined yet: GNU as's pseudo_set
// takes S's value at once, an undefined name read as 0, and S is undefined
// after that, so the next such reader keeps the expression. We kept every
// reader's expression (a = 10 below where gas writes 0). Found by
// fuzz/gas_gen_data.py (--with symbols); values probed with ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
	.data
S2 == Q1 * 2 - 1
a = S2 + 1
b = S2
c == S2 + 1
S3 = Q2 * 3
S4 = S3 * 2
d = S4
e = S3
	.equiv f, 3 + S3
Q1 = 5
Q2 = 1
	data4 a, b, c, S2
	data4 d, e, f
// a frozen 0; b too (an `==` symbol is copied at each read): -1; c (==) is
// lazy: 10; S2 9
// CHECK: 0x00000000 00000000 ffffffff 0a000000 09000000
// d frozen 0 (S4 and S3 read); e and f keep S3: 3 and 6
// CHECK-NEXT: 0x00000010 00000000 03000000 06000000
