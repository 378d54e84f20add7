// Common alignments GNU as reads in its own way: `.comm c, 1, 0` is no
// alignment (BFD's default by size: c 1, d 8, e 16); a negative one is 0
// with gas's warning; an `.lcomm` of size 0 still aligns .bss; a local
// common's alignment must be a power of two (gas takes its log2). We wrote
// 0 (and -1 for a negative one), left .bss at 1, crashed on `.lcomm x, 4, -1`
// and took `.lcomm g, 1, 3`. Found by fuzz/gas_gen_data.py (--with symbols).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sSW %t.o | FileCheck %s
// WARN: comm-alignment-edges.s:[[@LINE+6]]:14: warning: alignment negative; 0 assumed
// WARN: comm-alignment-edges.s:[[@LINE+6]]:15: warning: alignment negative; 0 assumed
	.comm c, 1, 0
	.comm d, 8, 0
	.comm e, 24, 0
	.lcomm z, 0, 16
	.comm n, 4, -8
	.lcomm m, 4, -1
// CHECK: .bss NOBITS {{.*}} 000004 00 WA 0 0 16
// CHECK: 0000000000000001 1 OBJECT GLOBAL DEFAULT COM c
// CHECK: 0000000000000008 8 OBJECT GLOBAL DEFAULT COM d
// CHECK: 0000000000000010 24 OBJECT GLOBAL DEFAULT COM e
// CHECK: 0000000000000004 4 OBJECT GLOBAL DEFAULT COM n
// RUN: printf '\t.lcomm g, 1, 3\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:1:15: error: alignment not a power of 2
// RUN: not %ia64-as %t.bad.s -o %t.bad.gnu.o
