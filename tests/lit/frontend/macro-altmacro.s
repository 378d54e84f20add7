// .altmacro: parameters without a backslash, `&` to join names, `local`
// labels, <...> arguments with ! escapes, %expr arguments; .noaltmacro
// turns it off. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched parse --dump %s | FileCheck %s
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data .sec_one | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 56 bytes identical
// BYTES: .sec_one: 1 bytes identical
	.altmacro
	.macro begin n, attr
	.section .sec_&n, attr, @progbits
_b&n:
	.endm
	begin one, "aw"
// CHECK: section .sec_one flags="aw" type=@progbits
// CHECK: label _bone
	data1 1
	.data
	.macro pick op, v
	local here, there
here:	op v
there:	data2 v&v
	.endm
	pick data1, 2
// CHECK: label .LL0001
// CHECK-NEXT: data data1 int size=1 [2]
// CHECK-NEXT: label .LL0002
// CHECK-NEXT: data data2 int size=2 [22]
	pick data2, %(3*4+1)
// CHECK: label .LL0003
// CHECK-NEXT: data data2 int size=2 [13]
// CHECK-NEXT: label .LL0004
// CHECK-NEXT: data data2 int size=2 [1313]
	.macro text s
	.ascii "s"
	.endm
	text <a!>b c>
// CHECK: data .ascii string ["a>b c"]
// `&` joins (GNU as's rules, read from its listings): `&formal` and a
// trailing `&` go, a name swallows one `&` after it, `&` before anything
// else stays; blanks decide, so bodies are scrubbed first (`x &9` is x&9).
	.macro amp a
	.ascii "a&b|&a&b|x&(7)|x& y|&&a|(1)&(2)|&]"
	.endm
	amp 4
// CHECK: data .ascii string ["4b|4b|x(7)|x y|&&4|(1)&(2)|&]"]
// A %expr argument ends where the expression does; `<a><b>` is one
// argument; `<` starts a new one.
	.macro three p, q, r
	.ascii "p|q|r"
	.endm
	three %(5) x, <a><b>
// CHECK: data .ascii string ["5|x|ab"]
	three x<9!>> z
// CHECK: data .ascii string ["x|9>|z"]
	.noaltmacro
	.macro plain v
	data1 v, \v
	.endm
v = 9
	plain 8
// CHECK: data data1 int size=1 [9, 8]
