// `.struct N` / `.offset N` open GNU as's absolute section: until the next
// section directive labels are absolute symbols at the offset, `.skip`,
// `.ds.*`, `.fill`, `.align` and `.org` move it (a fill value is ignored with
// gas's warning), `.` is the offset, and `.previous` returns to the section
// `.struct` left (to the absolute one after `.offset` then `.struct`). Storing data there is gas's error. They were unknown
// directives. Probed with ia64-linux-gnu-as 2.40 (frontend/StructDirectives.cpp).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: struct-offset.s:[[@LINE+29]]:16: warning: ignoring fill value in absolute section
// RUN: llvm-readelf -s -x .data %t.o | FileCheck %s
// CHECK-DAG: 0000000000000008 0 NOTYPE LOCAL DEFAULT ABS next
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT ABS len
// CHECK-DAG: 0000000000000018 0 NOTYPE GLOBAL DEFAULT ABS size
// CHECK-DAG: 0000000000000009 0 NOTYPE LOCAL DEFAULT ABS tag
// CHECK-DAG: 0000000000000004 0 NOTYPE LOCAL DEFAULT ABS after
// CHECK-DAG: 0000000000000001 0 NOTYPE LOCAL DEFAULT 2 back
// CHECK-DAG: 0000000000000005 0 NOTYPE LOCAL DEFAULT ABS end
// CHECK: 0x00000000 01081018 00090405
// RUN: printf '\t.struct 0\n\tdata4 1\n\t.string "a"\n\tnop.i 0\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:2: error: attempt to store value in absolute section
// BAD: bad.s:3:2: error: strings must be placed into a section
// BAD: bad.s:4:2: error: instructions in the absolute section of '.struct' are not supported
// `sched` prints the symbols as equates: the same object.
// RUN: %epicsched sched %s -o %t.sched.s 2>/dev/null
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: llvm-readelf -s -x .data %t.sched.o | FileCheck %s
// Same symbols and bytes as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GASWARN
// GASWARN: Warning: ignoring fill value in absolute section
// RUN: llvm-readelf -s -x .data %t.gas.o > %t.gas.txt
// RUN: llvm-readelf -s -x .data %t.o | diff %t.gas.txt -
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	.data
	data1 1
	.struct 8
next:	.skip 8, 1
len:	.ds.l 2
size:
	.global size
	.previous
back:	data1 next, len, size, 0
	.offset 9
tag:	.skip 2
	.struct 0
	.skip 3
	.align 4
after = .
	.previous
	.skip 1
end:
	.data
	data1 tag, after, end
