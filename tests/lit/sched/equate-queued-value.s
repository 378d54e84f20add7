// An equate set while GNU as still queues auto-mode instructions copies a
// value of GNU as's layout (the end of the bundles written then): `A1 = L0`
// is 0 although L0's bundle ends up at 0x10 (docs/emitter.md, "Auto mode";
// asm/equate-queued-label.s). sched lays the code out anew; before, it
// printed such an equate as written (with a warning), so the value changed
// (`data8 A1` pointed elsewhere). Now sched keeps GNU as's value: the equate
// is written as an offset from a label at the start of its section, or as
// a constant when absolute; an equate of a label difference that does not
// involve the queue (D2) follows the new layout, as it means. A name set
// twice keeps the warning (its value cannot be taken from the symbol table).
// RUN: %epicsched sched %s -o %t.s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --input-file=%t.s
// WARN-NOT: warning: 'A1'
// WARN: :[[#@LINE+43]]:1: warning: 'T1' copies 'L5' while GNU as still queues instructions
// WARN: :[[#@LINE+43]]:1: warning: 'T1' copies 'L5'
// WARN-NOT: warning
// CHECK: .text
// CHECK-NEXT: .Lqueued$0:
// CHECK: D1 = 0x0
// CHECK: A1 = .Lqueued$0 + 0x0
// CHECK: X1 = .Lqueued$0 + 0x10
// CHECK: A3 = .Lqueued$0 + 0x4
// CHECK: D2 = L4 - L3
// The object sched writes itself has the same values.
// RUN: %epicsched asm %s -o %t.asm.o
// RUN: %epicsched sched %s -o %t.o
// RUN: %epicsched asm %t.s -o %t.s.o
// RUN: llvm-readelf -s %t.asm.o | grep -E ' (A1|A3|D1|X1)$' > %t.asm.sym
// RUN: llvm-readelf -s %t.o | grep -E ' (A1|A3|D1|X1)$' | diff %t.asm.sym -
// RUN: llvm-readelf -s %t.s.o | grep -E ' (A1|A3|D1|X1)$' | diff %t.asm.sym -
// RUN: FileCheck %s --check-prefix=SYM --input-file=%t.asm.sym
// So does the assembler's post-pass (`as --schedule`, how GCC would call it).
// RUN: %epicsched as --schedule=list -o %t.as.o %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: llvm-readelf -s %t.as.o | grep -E ' (A1|A3|D1|X1)$' | diff %t.asm.sym -
// SYM-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 1 A1
// SYM-DAG: 0000000000000004 0 NOTYPE LOCAL DEFAULT 1 A3
// SYM-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT ABS D1
// SYM-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 X1
// REQUIRES: ia64-as
// RUN: %ia64-as -xexplicit %t.s -o %t.gas.o 2>&1 | count 0
// RUN: llvm-readelf -s %t.gas.o | grep -E ' (A1|A3|D1|X1)$' | diff %t.asm.sym -
	.text
	sub r14=r15,r16
L0:	and r17=r18,r19
	or r20=r21,r22
L1:	xor r23=r24,r25
D1 = L1 - L0
A1 = L0
X1 = .
A3 = L1 + 4
	shladd r26=r14,2,r17
	ld8 r27=[r26]
	.align 16
L3:
	ld8 r1=[r2]
L5:	add r3=r1,r4
T1 = L5
T1 = L5 + 16
	.align 16
L4:
	add r1=r2,r3
D2 = L4 - L3
	.data
	data8 A1, A3, X1
