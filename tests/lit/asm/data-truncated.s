// Integer data that fits neither as an unsigned nor as a negative signed
// N-byte value: GNU as truncates it to N bytes with its warning "value 0x...
// truncated to 0x..." (read.c emit_expr); -2^(8N-1) .. 2^(8N)-1 is silent. We
// refused it ("does not fit"). Found by fuzz/gas_differential.py (seed 2001:
// n733 `data4.ua -4294967297`, n1360 `data4 4294967296`).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// WARN: data-truncated.s:[[@LINE+14]]:8: warning: value 0x100000000 truncated to 0x0
// WARN: data-truncated.s:[[@LINE+14]]:11: warning: value 0xfffffffeffffffff truncated to 0xffffffff
// WARN: data-truncated.s:[[@LINE+14]]:8: warning: value 0x100 truncated to 0x0
// WARN: data-truncated.s:[[@LINE+14]]:8: warning: value 0xfffffffffffeffff truncated to 0xffff
// WARN-NOT: warning
// CHECK: 0x00000000 00000000 ffffffff 0000ffff 80000080
// CHECK: 0x00000010 ff{{ }}
// Same bytes and warnings as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS-COUNT-4: Warning: value 0x{{[0-9a-f]+}} truncated to 0x{{[0-9a-f]+}}
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
	.data
	data4 4294967296
	data4.ua -4294967297
	data1 256
	data2 -65537
	data1 -128
	data2 -32768
	data1 255
