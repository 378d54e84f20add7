# Auto mode: `.mem.offset` tells which UNAT bit the next spill writes, so two
# spills of different bits share a group, as GNU as -xauto packs them (Linux
# entry.s saves r8/r10 so: we put a stop between them, 2 bundles more).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK:      [MMB] st8.spill [r2]=r8
# CHECK-NEXT: st8.spill [r3]=r10
# CHECK-NEXT: br.call.sptk.many
# CHECK:      st8.spill [r2]=r8;;
# CHECK-NEXT: st8.spill [r3]=r10
	.text
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 8,0
	st8.spill [r3] = r10
	br.call.sptk.many rp = f
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 512,0
	st8.spill [r3] = r10
f:
