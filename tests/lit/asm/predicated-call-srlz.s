// Auto mode: a predicated br.call returns to what follows it, so a PKR write under
// its predicate still needs data serialization before the load after the call
// (GNU as writes a srlz.d there; we had none: gas differential seed 9417 n1503).
// RUN: %epicsched asm %s -o %t.o 2>/dev/null
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: br.call.dptk.few b0=b7
// CHECK: srlz.d
// CHECK: ldf8.sa.nta f41=[r40]
	.text
	(p12) mov pkr[r28]=r57
	(p12) br.call.dptk b0=b7
	ldf8.sa.nta f41=[r40]
