# `.loc_mark_labels 1` (what GNU as offers for assembly written by hand):
# each label in code marks the next instruction's row as a basic-block start,
# or gives that instruction a row (the current file and line) when it has
# none; `.loc_mark_labels 0` stops it. Probed on ia64-linux-gnu-as 2.40 and
# compared byte for byte (explicit and auto mode). Before: unknown directive.
# REQUIRES: ia64-as
# RUN: %epicsched as %s -o %t.o
# RUN: %ia64-as %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %epicsched as -xauto %s -o %t.auto.o
# RUN: %ia64-as -xauto %s -o %t.gas.auto.o
# RUN: cmp %t.auto.o %t.gas.auto.o
# RUN: %ia64-objdump --dwarf=rawline %t.o | FileCheck %s
# CHECK:      Set basic block
# CHECK-NEXT: set Address to 0
# CHECK-NEXT: advance Address by 0 to 0 and Line by 1 to 2
# CHECK-NEXT: Set basic block
# CHECK-NEXT: advance Address by 16 to 0x10 and Line by 0 to 2
# CHECK-NEXT: Set basic block
# CHECK:      advance Address by 0 to 0x21 and Line by 3 to 5
# CHECK-NOT:  Set basic block
# CHECK:      End of Sequence
# RUN: printf '\t.loc_mark_labels 2\n\t.loc_mark_labels x\n\t.loc_mark_labels 1,2\n\t.loc_mark_labels\n' > %t.bad.s
# RUN: not %epicsched as %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ERR
# ERR: bad.s:1:19: error: expected 0 or 1
# ERR: bad.s:2:19: error: bad or irreducible absolute expression
# ERR: bad.s:3:21: error: junk at end of line, first unrecognized character is `,'
# ERR-NOT: bad.s:4
	.file 1 "a.c"
	.text
	.loc_mark_labels 1
	.proc f
f:
	.loc 1 2 0
	add r8 = r32, r33
.L1:
	add r9 = r32, r33
lab2:
	.loc 1 5 0
	nop.i 0 ;;
	.loc_mark_labels 0
lab3:
	add r10=r0,r0
	br.ret.sptk.many b0
	.endp f
