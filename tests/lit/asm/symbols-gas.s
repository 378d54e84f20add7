// Symbols as GNU as 2.40 writes them (gas/tls.s, secname.s, ltoff22x-2..5.s):
// `#`-suffixed names in .size/.protected and section names (`.foo#` is
// `.foo`); .protected/.internal/.hidden visibility; every symbol defined in a
// TLS section is STT_TLS whatever its .type; a global `foo = bar` (bar defined
// here) is a symbol at bar's place and relocations name foo (0x27 DIR64LSB).
// The CHECK lines are llvm-readelf's view of ia64-linux-gnu-as's object.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -sS %t.o | FileCheck %s
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=REL
// CHECK: .tdata PROGBITS 0000000000000000 {{[0-9a-f]+}} 000008 00 WAT 0 0 4
// CHECK: .foo PROGBITS 0000000000000000 {{[0-9a-f]+}} 000010 00 WA 0 0 8
// CHECK-DAG: 0000000000000004 0 TLS LOCAL DEFAULT 5 y
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL HIDDEN 6 w
// CHECK-DAG: 0000000000000008 0 NOTYPE LOCAL INTERNAL 6 v
// CHECK-DAG: 0000000000000000 4 TLS GLOBAL PROTECTED 5 x
// CHECK-DAG: 0000000000000000 0 NOTYPE GLOBAL DEFAULT 2 foo
// CHECK-DAG: 0000000000000000 0 NOTYPE GLOBAL DEFAULT 2 bar
// REL: 0000000000000008 {{[0-9a-f]+}}00000027 Unknown 0000000000000000 foo + 0
	.section ".tdata", "awT", @progbits
	.global x#
	.protected x#
	.type	x#, @object
	.size	x#, 4
x:	data4	1
	.type	y#, @function
y:	data4	2
	.section .foo#, "aw", @progbits
	.hidden w
	.internal v
w:	data8 1234
v:	data8 5
	.global foo#, bar#
	foo# = bar#
	.data
bar:	data4 0
	data8 foo#
