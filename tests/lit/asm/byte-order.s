// .msb / .lsb (GNU as: byte order of data, per section and sticky across
// section switches; code stays little-endian): integers and reals are
// stored big-endian (real10/real16: the 10 value bytes, then the padding)
// and data relocations take their MSB form (0x26 DIR64MSB, not 0x27).
// data16 @iplt(f) is a function descriptor with an IPLTLSB (0x81) relocation.
// Bytes are ia64-linux-gnu-as 2.40's (gas/order.s).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .foo -x .bar -x .data %t.o | FileCheck %s
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=REL
// CHECK-LABEL: section '.data':
// CHECK-NEXT: 0x00000000 34120000 00000000 00000000 00000000
// CHECK-NEXT: 0x00000010 00000000 00000000 00000000 00000000
// CHECK-LABEL: section '.foo':
// CHECK-NEXT: 0x00000000 12340000 12345678 00000000 00000000
// CHECK-NEXT: 0x00000010 01234567 89abcdef 00000000 00000000
// CHECK-NEXT: 0x00000020 34120000 78563412 00000000 00000000
// CHECK-LABEL: section '.bar':
// CHECK-NEXT: 0x00000000 cdcccc3d 00000000 9a999999 9999c93f
// CHECK-NEXT: 0x00000010 00000000 00000000 3dcccccd 00000000
// CHECK-NEXT: 0x00000020 3fc99999 9999999a 00000000 00000000
// CHECK-NEXT: 0x00000030 3ffdcccc cccccccc cccd0000 00000000
// CHECK-NEXT: 0x00000040 3ffecccc cccccccc cccd0000 00000000
// REL-LABEL: '.rela.data'
// REL: 0000000000000010 {{[0-9a-f]+}}00000081 Unknown {{.*}} f + 0
// REL-LABEL: '.rela.foo'
// REL: 0000000000000008 {{[0-9a-f]+}}00000026 Unknown {{.*}} foo + 0
// REL-NEXT: 0000000000000018 {{[0-9a-f]+}}00000026 Unknown {{.*}} foo + 0
// REL-NEXT: 0000000000000028 {{[0-9a-f]+}}00000027 Unknown {{.*}} foo + 0
// REL-LABEL: '.rela.bar'
// REL: 0000000000000010 {{[0-9a-f]+}}00000027 Unknown {{.*}} foo + 0
// REL-NEXT: 0000000000000028 {{[0-9a-f]+}}00000026 Unknown {{.*}} foo + 0
	.global foo#
	.section .foo,"aw","progbits"
	.msb
	data2 0x1234
	data4 0x12345678
	data8 foo#
	.section .bar,"aw","progbits"
	.lsb
	real4 0.1
	real8 0.2
	data8 foo#
	.section .foo,"aw","progbits"
	data8 0x123456789abcdef
	data8 foo#
	.section .foo,"aw","progbits"
	.lsb
	data2 0x1234
	data4 0x12345678
	data8 foo#
	.section .bar,"aw","progbits"
	.msb
	real4 0.1
	real8 0.2
	data8 foo#
	real10 0.4
	real16 0.8
	.data
	data16 0x1234
	data16 @iplt(f)
