// GNU's symbol types: `.type x, @gnu_indirect_function` is STT_GNU_IFUNC
// (we wrote STT_FUNC), `@gnu_unique_object` STB_GNU_UNIQUE once x is defined
// (GLOBAL while undefined; we refused it), and either makes the OS/ABI GNU.
// `.type z, @common` makes an undefined z a common of size 0 (we left it
// undefined); a common cannot then be defined by an equate or a label, but a
// label may take the place of a global common of size 0, which stays global.
// Found by fuzz/gas_gen_data.py (--with symbols); read from ia64-linux-gnu-as 2.40.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -hsW %t.o | FileCheck %s
// CHECK: OS/ABI: UNIX - GNU
// CHECK-DAG: 0000000000000000 0 IFUNC LOCAL DEFAULT 1 f
// CHECK-DAG: 0000000000000000 0 IFUNC GLOBAL DEFAULT UND g
// CHECK-DAG: 0000000000000000 0 OBJECT UNIQUE DEFAULT 2 u
// CHECK-DAG: 0000000000000004 0 OBJECT UNIQUE DEFAULT 2 v
// CHECK-DAG: 0000000000000000 0 OBJECT GLOBAL DEFAULT UND q
// CHECK-DAG: 0000000000000001 0 OBJECT GLOBAL DEFAULT COM z
// CHECK-DAG: 0000000000000010 0 OBJECT GLOBAL DEFAULT 1 y
	.text
f:	nop 0
	.type f, @gnu_indirect_function
	.type g, @gnu_indirect_function
	.type y, @common
y:
	.data
u:	data4 0
	.type u, @gnu_unique_object
v:	data4 0
	.type v, gnu_unique_object
	.globl v
	.type q, @gnu_unique_object
	.type z, @common
	data8 z
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: printf '\t.comm a, 8\n\t.set a, 1\n' > %t.d/1.s
// RUN: printf '\t.comm a, 8\na:\n' > %t.d/2.s
// RUN: printf '\t.data\nD0:\tdata4 1\n\t.type D0, @common\n' > %t.d/3.s
// RUN: printf '\t.lcomm a, 0, 1\na:\n' > %t.d/4.s
// RUN: not %epicsched asm %t.d/1.s -o %t.d/1.o 2>&1 | FileCheck %s --check-prefix=BAD1
// BAD1: 1.s:2:2: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/2.s -o %t.d/2.o 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: 2.s:2:1: error: symbol 'a' is already defined
// RUN: not %epicsched asm %t.d/3.s -o %t.d/3.o 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: 3.s:3:12: error: symbol 'D0' is already defined
// RUN: not %epicsched asm %t.d/4.s -o %t.d/4.o 2>&1 | FileCheck %s --check-prefix=BAD4
// BAD4: 4.s:2:1: error: symbol 'a' is already defined
// RUN: not %ia64-as %t.d/1.s -o %t.d/1.gnu.o
// RUN: not %ia64-as %t.d/2.s -o %t.d/2.gnu.o
// RUN: not %ia64-as %t.d/3.s -o %t.d/3.gnu.o
// RUN: not %ia64-as %t.d/4.s -o %t.d/4.gnu.o
