// GNU as's obj_elf_type changes a symbol's flags in reading order: a type other than a plain
// object drops the unique flag, one other than a plain function the ifunc flag, @notype both.
// `.type D1, @gnu_unique_object` then `.type D1, @function` is a local function (gas warns that
// the type is set already); we wrote UNIQUE whatever came after. And a `.size` gas cannot
// compute yet (`. - D0`, D0 undefined) is an expression a later `.size` replaces: we refused the
// first one (seed-23 symbols campaign).
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s
// CHECK-DAG: FUNC    LOCAL  DEFAULT    2 U1
// CHECK-DAG: OBJECT  UNIQUE DEFAULT    2 U2
// CHECK-DAG: NOTYPE  LOCAL  DEFAULT    2 U3
// CHECK-DAG: IFUNC   LOCAL  DEFAULT    2 I1
// CHECK-DAG: OBJECT  LOCAL  DEFAULT    2 I2
// CHECK-DAG: 8 NOTYPE  GLOBAL DEFAULT  UND X
// RUN: printf '\t.data\n\t.size X, 8\n\t.size X, . - X\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:3:11: error:
// BAD-NOT: error
// REQUIRES: ia64-as
// RUN: %ia64-as -o %t.gas.o %s
// RUN: ia64-linux-gnu-readelf -sW %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: Error: .size expression for X does not evaluate to a constant
	.data
U1:	.type U1, @gnu_unique_object
	.type U1, @function
U2:	.type U2, @gnu_unique_object
	.type U2, @object
U3:	.type U3, @gnu_unique_object
	.type U3, @notype
I1:	.type I1, @gnu_indirect_function
	.type I1, @function
I2:	.type I2, @gnu_indirect_function
	.type I2, @object
	.size X, . - X
	.size X, 8
	data8 1
