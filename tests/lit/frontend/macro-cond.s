// Conditional assembly: .if/.elseif/.else/.endif and every .ifXX form, over
// absolute symbols defined before; nested; inside macros. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched parse --dump %s | FileCheck %s --implicit-check-not=BAD
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 21 bytes identical
	.data
x = 3
	.set y, x * 2
	.if x == 3
	data1 1		// CHECK: data1 int size=1 [1]
	.elseif x
	data1 0xBAD
	.else
	data1 0xBAD
	.endif
	.if y - 6
	data1 0xBAD
	.elseif y == 6
	data1 2		// CHECK: data1 int size=1 [2]
	.else
	data1 0xBAD
	.endif
	.if 0
	.if 1		// nested inside a false branch: not evaluated
	data1 0xBAD
	.else
	data1 0xBAD
	.endif
	.else
	data1 3		// CHECK: data1 int size=1 [3]
	.endif
	.ifdef x
	data1 4		// CHECK: data1 int size=1 [4]
	.endif
	.ifndef undefined_symbol
	data1 5		// CHECK: data1 int size=1 [5]
	.endif
	.ifdef later	// defined after this line: not yet
	data1 0xBAD
	.endif
later:
	.ifdef later
	data1 6		// CHECK: data1 int size=1 [6]
	.endif
	.ifb
	data1 7		// CHECK: data1 int size=1 [7]
	.endif
	.ifnb  a
	data1 8		// CHECK: data1 int size=1 [8]
	.endif
	.ifc a b , a b
	data1 9		// CHECK: data1 int size=1 [9]
	.endif
	.ifnc A,a
	data1 10	// CHECK: data1 int size=1 [10]
	.endif
	.ifeqs "a b", "a b"
	data1 11	// CHECK: data1 int size=1 [11]
	.endif
	.ifnes "a", "b"
	data1 12	// CHECK: data1 int size=1 [12]
	.endif
	.ifeq x - 3
	data1 13	// CHECK: data1 int size=1 [13]
	.endif
	.ifne x - 3
	data1 0xBAD
	.endif
	.ifgt x
	data1 14	// CHECK: data1 int size=1 [14]
	.endif
	.iflt -x
	data1 15	// CHECK: data1 int size=1 [15]
	.endif
	.ifle 0
	data1 16	// CHECK: data1 int size=1 [16]
	.endif
	.ifge -1
	data1 0xBAD
	.endif
// `==` and `!=` work on anything (equal: same symbol and offset), as in
// GNU as; `sym - sym` folds.
	.if undefined_a + 1 == undefined_a + 1 && later != undefined_a && later - later == 0
	data1 19	// CHECK: data1 int size=1 [19]
	.endif
	.if undefined_a == 0
	data1 0xBAD
	.endif
// Common symbols are defined; a .global name alone is not.
	.comm csym, 8
	.global gsym
	.ifdef csym
	data1 21	// CHECK: data1 int size=1 [21]
	.endif
	.ifdef gsym
	data1 0xBAD
	.endif
// Every statement of a line counts.
a1 = 1 ; a2 = a1 + 1
	.if a2 == 2
	data1 20	// CHECK: data1 int size=1 [20]
	.endif
x = x + 1
	.macro kind v
	.ifc \v, big
	data1 17
	.else
	.if \v > 3
	data1 18
	.endif
	.endif
	.endm
	kind big	// CHECK: data1 int size=1 [17]
	kind x		// CHECK: data1 int size=1 [18]
	kind 1
