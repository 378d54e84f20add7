// Undefined symbols as GNU as 2.40 writes them: every name it made and left
// undefined is in the symbol table, global (`.type f,@function`, `.size`,
// `.hidden`, `.local` alone, the right side of `x = y`), except a `.weak` name
// no expression uses (gas removes it; a use in data, an instruction or an
// equate keeps it). `.weak` wins over `.global` and `.local` in either order.
// We wrote the unused `.weak` names and dropped the others. Found by
// fuzz/gas_differential.py (seed 2001: n70 `.type func0, @function`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-NOT: {{ }}unusedweak{{$}}
// CHECK-NOT: {{ }}weakglobal{{$}}
// CHECK-NOT: {{ }}e{{$}}
// CHECK-DAG: 0000000000000000 0 FUNC GLOBAL DEFAULT UND typed
// CHECK-DAG: 0000000000000000 8 NOTYPE GLOBAL DEFAULT UND sized
// CHECK-DAG: 0000000000000000 0 NOTYPE GLOBAL HIDDEN UND hid
// CHECK-DAG: 0000000000000000 0 NOTYPE GLOBAL DEFAULT UND loc
// CHECK-DAG: 0000000000000000 0 NOTYPE GLOBAL DEFAULT UND target
// CHECK-DAG: 0000000000000000 0 NOTYPE WEAK DEFAULT UND wdata
// CHECK-DAG: 0000000000000000 0 NOTYPE WEAK DEFAULT UND wequ
// CHECK-DAG: 0000000000000000 0 NOTYPE WEAK DEFAULT UND winsn
// CHECK-DAG: 0000000000000008 0 NOTYPE WEAK DEFAULT 3 wl
// CHECK-DAG: 0000000000000010 0 NOTYPE WEAK DEFAULT 3 wg
// The same symbols as GNU as's object (sorted: gas lists them in creation order).
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | sed 1,3d | awk '{print $2, $3, $4, $5, $6, $7, $8}' | sort > %t.gas.syms
// RUN: llvm-readelf -s %t.o | sed 1,3d | awk '{print $2, $3, $4, $5, $6, $7, $8}' | sort > %t.our.syms
// RUN: diff %t.gas.syms %t.our.syms
	.type typed, @function
	.size sized, 8
	.hidden hid
	.local loc
	e = target
	.weak unusedweak
	.weak weakglobal
	.global weakglobal
	.type unusedweak, @object
	.weak wdata, winsn, wequ
	q = wequ + 4
	movl r2 = winsn
	.data
	data8 wdata
	.weak wl
	.local wl
	.global wg
	.weak wg
wl:	data8 q
wg:	data8 0
