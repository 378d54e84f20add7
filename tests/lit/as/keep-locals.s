// -L / --keep-locals: like GNU as, local names starting with '.' stay in
// the symbol table (a numeric label `1:` does not) and gas's pseudo-function
// symbols (.<fptr> ...) are written; relocations still use the section.
// REQUIRES: ia64-as
// RUN: %epicsched as -L -x %s -o %t.o
// RUN: %ia64-as -L -x %s -o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | awk 'NR > 3 { $1 = ""; print }' | sort > %t.syms
// RUN: ia64-linux-gnu-readelf -sW %t.gnu.o | awk 'NR > 3 { $1 = ""; print }' | sort > %t.gnu.syms
// RUN: diff %t.syms %t.gnu.syms
// RUN: FileCheck %s < %t.syms
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text .data | FileCheck %s --check-prefix=SAME
// RUN: %python %S/../asm/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: %epicsched as --keep-locals -x %s -o %t.2.o && cmp %t.o %t.2.o
// Without -L none of them.
// RUN: %epicsched as -x %s -o %t.n.o
// RUN: ia64-linux-gnu-readelf -sW %t.n.o | FileCheck %s --check-prefix=NONE
// CHECK-DAG: NOTYPE LOCAL DEFAULT 1 .Lx
// CHECK-DAG: NOTYPE LOCAL DEFAULT 1 .loop
// CHECK-DAG: NOTYPE LOCAL DEFAULT 2 .Ld
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND .<fptr>
// CHECK-DAG: NOTYPE GLOBAL DEFAULT UND .<iplt>
// SAME: identical
// NONE-NOT: .Lx
// NONE-NOT: .<fptr>
	.text
	.global f#
	.proc f#
f:
.Lx:
.loop:
1:
	{ .mib
	add r8 = r32, r33
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f#
	.data
.Ld:	data8 .loop
	data8 1b
