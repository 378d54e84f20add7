# Auto mode: a dependence from before a label to after it needs its stop at
# the end of the bundle before the label, as GNU as -xauto puts it (found in
# the long IPC path: `adds r16=...` then the copy loop's `ld8 r3=[r16],8`).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK: adds r16=576,r16
# CHECK: nop.i 0x0;;
# CHECK-NEXT: ld8 r3=[r16],8
	adds r16=576,r16
1:	ld8 r3=[r16],8
	br.cloop.sptk.few 1b
