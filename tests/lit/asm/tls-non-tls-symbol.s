// A TLS relocation operator in an instruction on a symbol this file defines
// outside a TLS section: GNU as refuses it ("Accessing `x' as thread-local
// object"); data (`data8 @dtprel(x)`) and undefined symbols pass. We accepted
// it. Found by fuzz/gas_differential.py --with tls.
// RUN: %epicsched asm %s -o %t.o
// RUN: echo '.data' > %t.e1.s
// RUN: echo 'x: data8 0' >> %t.e1.s
// RUN: echo '.text' >> %t.e1.s
// RUN: echo 'addl r2 = @ltoff(@tprel(x)), gp' >> %t.e1.s
// RUN: not %epicsched asm %t.e1.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: sed 's/addl.*/movl r3 = @dtprel(x)/' %t.e1.s > %t.e2.s
// RUN: not %epicsched asm %t.e2.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: .s:4:{{[0-9]+}}: error: Accessing '.data' as thread-local object
// Both agree with GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e1.s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e2.s
	.data
x:	data8 0
	data8 @dtprel(x)
	.text
	movl r3 = @tprel(ext)
	addl r2 = @ltoff(@tprel(t)), gp
	.section .tbss,"awT",@nobits
t:	.skip 8
