// The unsigned compare pseudo-ops with an immediate that GNU as writes as
// the other relation with imm-1 (cmp.gtu, cmp.leu, cmp4.*, .unc): imm-1 of 0
// would wrap, so gas refuses 0 ("should be an 8-bit integer for 64-bit
// unsigned compare"); 1 and 128 are fine. We encoded 0 as -1 (another
// comparison). Found by fuzz/gas_differential.py (`cmp4.gtu.unc p11,p26=0,r76`:
// 128 of 10^5 programs).
// RUN: %epicsched asm %s -o %t.o
// RUN: %epicsched disasm %t.o | FileCheck %s
// CHECK: cmp4.ltu.unc p26,p11=0,r76
// CHECK: cmp.ltu p1,p2=127,r3
// CHECK: cmp.lt p2,p1=-1,r3
// RUN: echo 'cmp4.gtu.unc p11,p26=0,r76' > %t.e1.s
// RUN: not %epicsched asm %t.e1.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo 'cmp.leu p1,p2=0,r3' > %t.e2.s
// RUN: not %epicsched asm %t.e2.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: .s:1:{{[0-9]+}}: error:
// Both agree with GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: %epicsched disasm %t.gas.o | FileCheck %s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e1.s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e2.s
	cmp4.gtu.unc p11,p26=1,r76
	cmp.leu p1,p2=128,r3
	cmp.gt p1,p2=0,r3
