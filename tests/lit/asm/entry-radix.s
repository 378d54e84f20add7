// HP-UX directives GNU as takes for ia64-linux: `.entry NAME, ...` (an entry-point hint: gas
// refers to the names, so an undefined one is an undefined symbol, and takes each name once)
// and `.radix` with no operand (no change; `.radix C` is the only radix). Both were errors.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
// RUN: %epicsched sched %s -o %t.sched.s && FileCheck %s --check-prefix=SCHED < %t.sched.s
// RUN: printf '.entry a\n.entry b, a\n' > %t.dup.s
// RUN: not %epicsched asm %t.dup.s -o %t.dup.o 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not %ia64-as %t.dup.s -o %t.dup.o 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: duplicate entry hint a
	.radix C
	.text
	.global f, f2
	.proc f, f2
f:
	mov r8 = 0x10
	br.ret.sptk.many b0
f2:
	.entry f2, elsewhere
	mov r8 = 010
	br.ret.sptk.many b0
	.endp f, f2
	.radix
// CHECK: GLOBAL DEFAULT UND elsewhere
// SCHED: .entry f2, elsewhere
