// gas/alias.s and friends: `.secalias` / `.alias` give the ELF name of a
// section / symbol; string escapes `\N` read up to three decimal digits in
// base 8 like GNU as ("\80" is 8*8+0 = '@', "\9a" is 9 then 'a'); a `.proc`
// makes its section 16-byte aligned. Expected values: ia64-linux-gnu-as 2.40.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x 4 -S -s %t.o | FileCheck %s
// CHECK: [ 4] 1234 PROGBITS 0000000000000000 {{[0-9a-f]+}} 000015 00 WA 0 0 1
// CHECK: [ 5] .bar PROGBITS 0000000000000000 {{[0-9a-f]+}} 000000 00 AX 0 0 16
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 4 "@D"
// CHECK-DAG: 0000000000000000 0 FUNC LOCAL DEFAULT 5 f
// CHECK: Hex dump of section '1234':
// CHECK-NEXT: 0x00000000 22404422 00087c09 617cff7c 53347c11
// CHECK-NEXT: 0x00000010 7c087c41 67
	.section .foo,"aw","progbits"
	.secalias .foo,"1234"
	.alias foo, "\"\80\84\""
foo:
	stringz "\"\80\84\""
	string "\8|\9a|\777|\1234|\19|\08|\x41g"
	.section .bar,"ax",@progbits
	.proc f
f:
	.endp f
