// GNU as's `.endp` sizes each entry point of the procedure that has no size, and a size of 0
// is none: `.size f, 0` before `.endp` leaves f sized to `.endp`, and so does `.size f, .-f`
// read while GNU as still queues f's instructions right after `.proc` (its `.` then is f's
// own address: glibc-style END with a function of up to three instructions). After `.endp`,
// or without `.proc`, a size of 0 stays.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
	.text
	.proc a
a:
	add r8 = r9, r10
	add r14 = r2, r3
	.size a, .-a
	add r15 = r2, r3
	add r16 = r2, r3
	add r17 = r2, r3
	add r18 = r2, r3
	br.ret.sptk.many b0
	.endp a
// CHECK: 48 FUNC LOCAL DEFAULT 1 a
	.proc b
b:
	mov r8 = r0
	br.ret.sptk.many b0
	.size b, 0
	.endp b
// CHECK: 16 FUNC LOCAL DEFAULT 1 b
	.proc c
c:
	mov r8 = r0
	br.ret.sptk.many b0
	.endp c
	.size c, 0
// CHECK: 0 FUNC LOCAL DEFAULT 1 c
	.align 16
d:
	mov r8 = r0
	br.ret.sptk.many b0
	.size d, .-d
	.type d, @function
// CHECK: 0 FUNC LOCAL DEFAULT 1 d
