// An alignment directive whose fill is left empty after one comma (`.p2alignl 6,`) has a fill
// to GNU as (read.c s_align reads an expression after the comma unless a second comma follows
// directly; empty, it is 0): the pattern 0 of `.p2alignl`/`.balignw`, whose padding must then be a
// multiple of its size, and zeros instead of nop bundles in code. `.p2alignl 6,,` and
// `.p2alignl 6` have none (zeros byte by byte, gas's warning). We took `6,` as no fill:
// 63 bytes of `.p2alignl 6,` padding were written (seed-20 fill campaign, 60 programs), and
// `.align 64,` in .text wrote nop bundles.
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN-COUNT-2: warning: expected fill pattern missing
// WARN-NOT: warning
// RUN: llvm-readelf -x .text -x .data %t.o | FileCheck %s
// CHECK:      Hex dump of section '.text':
// CHECK-NEXT: 0x00000000 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000010 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000020 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000030 00000000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000040 01000000 01000000 00020000 00000400
// CHECK:      Hex dump of section '.data':
// CHECK-NEXT: 0x00000000 01000000 00000000 02000000 03000000
// CHECK-NEXT: 0x00000010 04
// RUN: printf '\t.data\n\t.zero 1\n\t.p2alignl 6,\n' > %t.bad.s
// RUN: printf '\t.data\n\t.byte 1\n\t.balignw 4, \n' > %t.bad2.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:3:2: error: alignment padding (63 bytes) not a multiple of 4
// RUN: not %epicsched asm %t.bad2.s -o %t.bad2.o 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: bad2.s:3:2: error: alignment padding (3 bytes) not a multiple of 2
// REQUIRES: ia64-as
// RUN: %ia64-as -o %t.gas.o %s
// RUN: llvm-readelf -x .text -x .data %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: :3: Error: alignment padding (63 bytes) not a multiple of 4
// RUN: not %ia64-as -o %t.bad2.gas.o %t.bad2.s 2>&1 | FileCheck %s --check-prefix=GASBAD2
// GASBAD2: :3: Error: alignment padding (3 bytes) not a multiple of 2
	.text
	.zero 1
	.align 64,
	.align 32
	nop.m 0
	.data
	.short 1, 0
	.p2alignl 3,
	.byte 2
	.balignw 4,,
	.byte 3
	.p2alignl 3
	.byte 4
