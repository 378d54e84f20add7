// A label defined again after instructions GNU as still holds in its queue:
// its location counter has not moved (it writes a bundle when a fourth
// instruction is queued, and at data, alignment, .proc, section switches),
// so symbols.c takes the redefinition and the label moves to the later
// place. Explicit bundles' instructions are queued too. Once gas wrote code
// between, it is "symbol `L' is already defined". We refused every
// redefinition after code. Found by fuzz/gas_differential.py (seeds
// 7001-7004: `L6:` `ld2.acq r54=[r86],255` `L6:`; 9012 n1334: an inserted srlz).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK:      0000000000000010 0 NOTYPE LOCAL DEFAULT 1 A
// CHECK-NEXT: 0000000000000040 0 NOTYPE LOCAL DEFAULT 1 B
// CHECK-NEXT: 0000000000000070 0 NOTYPE LOCAL DEFAULT 1 C
// CHECK-NEXT: 00000000000000b0 0 NOTYPE LOCAL DEFAULT 1 K
// CHECK-NEXT: 0000000000000080 0 NOTYPE GLOBAL DEFAULT 1 D
// CHECK-NOT: =
// RUN: %epicsched sched %s | FileCheck %s --check-prefix=SCHED
// SCHED-NOT: ={{.*}}:
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// BAD CASES')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:7:1: error: symbol 'E' is already defined
// BAD: bad.s:12:1: error: symbol 'F' is already defined
// BAD: bad.s:16:1: error: symbol 'G' is already defined
// BAD: bad.s:20:1: error: symbol 'H' is already defined
// BAD: bad.s:27:1: error: symbol 'J' is already defined
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS-COUNT-5: already defined
	.text
A:
	nop.m 0
	nop.m 0
	nop.i 0
A:
	br.ret.sptk b0
	.align 16
B:
	nop.m 0
B:
	br.cond.sptk B
B:
	movl r2=0
	.align 16
C:
{ .mii
	nop.m 0
}
{ .mmi
	nop.m 0
}
	.xdata1 .data, 1
C:
	nop.m 0
	.global D
D:
	.section .data
	.previous
D::
	nop.i 0
// The srlz.d gas inserts before the load joins its queue: three queued, none
// written. In the bad cases, J: the srlz.d is the fourth, gas wrote `mov pkr`'s
// bundle (seed 9012 n1334: we took it).
	.align 16
K:
	mov pkr[r21]=r58
	ld2 r118=[r25]
K:
	nop.m 0
// BAD CASES
// 	.text
// E:
// 	nop.m 0
// 	nop.m 0
// 	nop.i 0
// 	nop.i 0
// E:
// 	nop.m 0
// 	nop.m 0
// 	nop.m 0
// F:	nop.i 0
// F:
// G:
// 	nop.m 0
// 	.text
// G:
// 	.explicit
// H:	nop.m 0
// 	{ .mii; nop.m 0; nop.i 0; nop.i 0 }
// H:
// J:
// 	mov pkr[r21]=r58
// 	ld2 r118=[r25]
// 	nop.i 0
// J:
