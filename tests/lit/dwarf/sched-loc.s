# sched keeps each .loc right before its instruction when the schedule
# moves it (inside the bundle), so the line table of the scheduled output
# maps every instruction to its own source line, as the source's does.
# RUN: %epicsched sched %s -o %t.s
# RUN: FileCheck %s --check-prefix=SCHED < %t.s
# RUN: %ia64-as -xexplicit -o %t.o %t.s
# RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=CODE
# RUN: %ia64-objdump --dwarf=decodedline %t.o | FileCheck %s --check-prefix=LINES
# REQUIRES: ia64-as
	.file 1 "x.c"
	.text
	.proc f#
f:
	.loc 1 3 0
	ld8 r10 = [r11]
	.loc 1 4 0
	add r12 = r10, r9
	.loc 1 5 0
	add r14 = r15, r16
	.loc 1 6 0
	ld8 r17 = [r18]
	.loc 1 7 0
	br.ret.sptk.many b0
	.endp f#
# The independent load (line 6) and add (line 5) move up into the first
# bundle; each keeps its .loc.
# SCHED:      { .mmi
# SCHED-NEXT: .loc 1 3 0
# SCHED-NEXT:   ld8 r10=[r11]
# SCHED-NEXT: .loc 1 6 0
# SCHED-NEXT:   ld8 r17=[r18]
# SCHED-NEXT: .loc 1 5 0
# SCHED-NEXT:   add r14=r15,r16 ;;
# SCHED-NEXT: }
# SCHED-NEXT: { .mmb
# SCHED-NEXT: .loc 1 4 0
# SCHED-NEXT:   add r12=r10,r9
# SCHED-NEXT:   nop.m 0
# SCHED-NEXT: .loc 1 7 0
# SCHED-NEXT:   br.ret.sptk.many b0 ;;
# CODE:      0: {{.*}} ld8 r10=[r11]
# CODE-NEXT: 6: {{.*}} ld8 r17=[r18]
# CODE-NEXT: c: {{.*}} add r14=r15,r16;;
# CODE-NEXT: 10: {{.*}} add r12=r10,r9
# CODE-NEXT: 16: {{.*}} nop.m 0x0
# CODE-NEXT: 1c: {{.*}} br.ret.sptk.many b0;;
# LINES: x.c 3 0 x
# LINES-NEXT: x.c 6 0x1 x
# LINES-NEXT: x.c 5 0x2 x
# LINES-NEXT: x.c 4 0x10 x
# LINES-NEXT: x.c 7 0x12 x
