// `.` in an equate is the place where the equate is set (GNU as): `x = . + 4`
// after 8 bytes of .data is .data+12. We took `.` as offset 0 of the first
// section (x = .text+4: a wrong symbol value and relocation, silently), and
// took `L9 - func1` (func1 in that first section) as PC-relative, accepting
// what GNU as rejects (fuzz/gas_differential.py seed 2001, n976). In auto
// code `.` is where the bytes written so far end: GNU as has not written
// the queued instructions yet, so `y` after two adds is still 0.
// A lazy `w == . + 4` (.eqv) takes the `.` of each use.
// GNU as 2.40: readelf -s: x .data 0xc, y .text 0;
// objdump -r .data: 0x8 x, 0x10 .data+0x14 (w at the use), 0x18 .data+0x18.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// RUN: ia64-linux-gnu-objdump -r -j .data %t.o | FileCheck %s --check-prefix=REL
// SYM-DAG: 000000000000000c 0 NOTYPE GLOBAL DEFAULT 2 x
// SYM-DAG: 0000000000000000 0 NOTYPE GLOBAL DEFAULT 1 y
// REL: 0000000000000008 DIR64LSB x
// REL-NEXT: 0000000000000010 DIR64LSB .data+0x0000000000000014
// REL-NEXT: 0000000000000018 DIR64LSB .data+0x0000000000000018
	.text
	add r1=r2,r3
y = .
	add r4=r5,r6
	.global x, y
	.data
	data8 1
x = . + 4
w == . + 4
	.eqv v, .
	data8 x, w, v
