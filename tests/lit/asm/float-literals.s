// Float data operands are literals to GNU as (read.c float_cons), not
// expressions: `1e-40` and `1e400` (no point), `.5`, `inf`/`nan` in real4 and
// real8, a skipped `0<letter>` prefix (`0x10` is 10.0); out of range is its
// "cannot create floating-point number" (emitter/FloatData.cpp has the rules
// probed with ia64-linux-gnu-as). We refused `1e-40` ("unexpected '-'"),
// `inf` and `real16 1e400`. Found by fuzz/gas_differential.py (seed 2001:
// n286 `.float 1e-40`, n191 `.double inf`, n78 `real16 1e400`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK:      0x00000000 00004040 00000000 000024c0 0000003f
// CHECK-NEXT: 0x00000010 c2160100 0000807f 000080ff ffffff7f
// CHECK-NEXT: 0x00000020 2be6708b 68120000 00000000 0000f07f
// CHECK-NEXT: 0x00000030 ffffffff ffffff7f 00002041 0000a040
// CHECK-NEXT: 0x00000040 0000c03f 00000000 0000807f 00000000
// CHECK-NEXT: 0x00000050 e6f99fcb c83f76da 2f45{{ }}
// Same bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -x .data %t.o | diff %t.gas.txt -
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// ERRORS')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
// BAD: bad.s:2:8: error: cannot create floating-point number
// BAD: bad.s:3:7: error: cannot create floating-point number
// BAD: bad.s:4:8: error: cannot create floating-point number
// BAD: bad.s:5:8: error: bad floating-point value
// BAD: bad.s:6:7: error: bad floating-point value
// BAD: bad.s:7:5: error: floating-point literal where an integer is needed
	.data
	.float 3.0
	.double -10.0
	.float .5, 1e-40
	.float inf, -inf, nan
	.double 1e-310
	.double inf, nan
	real4 0x10, 0e5, 0f1.5, 1e-46
	.float 3.4028236e38
	.align 16
	real10 1e400
// ERRORS
// 	.data
// 	.float 1e40
// 	real8 1e-400
// 	.float 1e-50
// 	.float foo
// 	real10 inf
// x = 1.5
