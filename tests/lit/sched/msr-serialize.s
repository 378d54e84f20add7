// A model-specific register written and then read needs an instruction
// serialization, written twice one of data (GNU as 2.40 -x: RAW 'MSR#'
// "specific", WAW "other", across a stop). Our tables had no MSR# rows:
// a stop only, so `sched` wrote the read in the next group without srlz
// (GNU as -xexplicit warned on the output: wrong code, exit 0; found by
// fuzz/sched_differential.py). asm now inserts GNU as's srlz.i too.
// REQUIRES: ia64-as
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s < %t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// RUN: %epicsched asm %s -o %t.asm.o
// RUN: %ia64-as %s -o %t.gas.o
// RUN: cmp %t.asm.o %t.gas.o
// RUN: printf '\t.explicit\n\tmov msr[r86]=r125 ;;\n\tmov r110=msr[r51]\n\tmov msr[r86]=r125 ;;\n\tmov msr[r87]=r125\n' > %t.x.s
// RUN: %epicsched dvcheck %t.x.s | FileCheck %s --check-prefix=DV
// DV: Use of 'mov' may violate RAW dependency 'MSR#' (specific)
// DV: Use of 'mov' may violate WAW dependency 'MSR#' (other)
// CHECK: mov msr[r86]=r125
// CHECK: srlz.i
// CHECK: mov r110=msr[r51]
	mov msr[r86]=r125
	(p54) mov r110=msr[r51]
