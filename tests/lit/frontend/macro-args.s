// GNU as macros: positional, keyword and default arguments, :req, :vararg,
// \@ and \(), case-insensitive names, nested definitions, .purgem, .exitm.
// The data bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched parse --dump %s | FileCheck %s
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 26 bytes identical
	.data
	.macro pair a, b=7, c:vararg
	data1 \a, \b
	.ifnb \c
	data1 \c
	.endif
	.endm
// Expanded lines carry the body line's location.
// CHECK: [[@LINE-6]]:2 data data1 int size=1 [1, 2]
	pair 1, 2
// CHECK: [[@LINE-8]]:2 data data1 int size=1 [3, 7]
	pair 3
// CHECK: [[@LINE-10]]:2 data data1 int size=1 [4, 5]
// CHECK: [[@LINE-9]]:2 data data1 int size=1 [6, 8]
	PAIR 4 5, 6, 8
// CHECK: [[@LINE-13]]:2 data data1 int size=1 [10, 9]
	pair b=9, a=10
	.macro need x:req, y
	data1 \x\()0, \@
	.endm
// \@ counts every macro expansion so far (4 above, then 4, 5).
// CHECK: data data1 int size=1 [10, 4]
	need 1
// CHECK: data data1 int size=1 [20, 5]
	need 2, 3
	.macro outer n
	.macro inner_\n
	data2 \n
	.endm
	.endm
	outer 11
// CHECK: data data2 int size=2 [11]
	inner_11
	.purgem inner_11
	.macro inner_11
	data2 12
	.exitm
	data2 13
	.endm
// CHECK: data data2 int size=2 [12]
// CHECK-NOT: size=2 [13]
	inner_11
	.macro str s
	.ascii "<\s>"
	.endm
// Quotes group an argument with blanks and are dropped.
// CHECK: data .ascii string ["<a b>"]
	str "a b"
// Blanks between two names separate arguments; around operators they vanish.
	.macro two p, q
	data1 \p
	data1 \q
	.endm
// CHECK: [[@LINE-3]]:2 data data1 int size=1 [3]
// CHECK-NEXT: [[@LINE-3]]:2 data data1 int size=1 [3]
	two 1 + 2 3
// `name = value` assigns even when `name` is a macro, as in GNU as.
two = 21
	.if two == 21
	data1 two
	.endif
// CHECK: data data1 int size=1 [21]
