// GNU as folds a difference in an operand when it parses the instruction only when both
// symbols lie in one run of fixed-size frags (expr.c, frag_offset_fixed_p): `.proc` and
// `.align` (do_align), aligned data (ia64_cons_align), `.org` and a LEB128 of labels end
// such a run. Across one the difference is a fixup resolved with final addresses, where a
// queued label has its bundle's address, not the value it had when defined. A lazy equate
// (`X == .`, `.eqv`) is never folded: its `.` is where gas parses the use, its labels are
// at their final addresses; in the symbol table `X == .` has the `.` of the end of input
// (before gas writes what it still queues) and `.eqv Y, . + 0` is no symbol.
// We folded each with the queued values: r16 0 (gas -16), r17 0, r18 -48, r20 -16, r21 16
// (the issue's `X == .` case, gas -16), X at 0x130 (gas 0x120), Y written.
// Expected bytes are GNU as 2.40's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: ia64-linux-gnu-readelf -Ws %t.o | FileCheck --check-prefix=SYM %s
// RUN: ia64-linux-gnu-readelf -Ws %t.o | FileCheck --check-prefix=NOY %s
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
	.text
L1:
	.proc f
f:
	or r17=r16,r16 ;;
.L3:	adds r16=L1-.L3,r0
	.endp f
// CHECK: adds r16=-16,r0
// Before `.align`: the run ends; the queued label after it is taken at its address.
	add r2=r3,r4
L4:	.align 16
	add r2=r3,r4
2:	add r2=r3,r4
	adds r17 = L4 - 2b, r0
	add r2=r3,r4
// CHECK: adds r17=-16,r0
// Aligned data in code (ia64_cons_align) ends the run too.
	data8 0, 0
	add r2=r3,r4
3:	add r2=r3,r4
	adds r18 = L4 - 3b, r0
// CHECK: adds r18=-64,r0
// Within one run (a stop, a section switch between): folded with the queued values.
	add r2=r3,r4 ;;
4:	add r2=r3,r4
	.data
	data1 0
	.text
	adds r19 = 3b - 4b, r0
	add r2=r3,r4
// CHECK: adds r19=-16,r0
// An equate copies `.` and its frag where it is set: after an alignment, no fold.
	.align 16
	add r2=r3,r4
E0 = .
	add r2=r3,r4
	.align 16
	add r2=r3,r4 ;;
5:	adds r20 = E0 - 5b, r0
	add r2=r3,r4
// CHECK: adds r20=-32,r0
// A lazy equate is never folded: `.` at the use, the label's final address.
	.align 16
	ld8 r1=[r2]
	ld8 r3=[r4]
	ld8 r5=[r6]
	ld8 r7=[r8]
	ld8 r9=[r10]
X == .
6:	add r11=r12,r13
	add r14=r15,r16
	adds r21 = X - 6b, r0
	.eqv Y, . + 0
	add r14=r15,r16
	add r14=r15,r16
	adds r22 = Y - 6b, r0
	add r14=r15,r16
// CHECK: adds r21=-16,r0
// CHECK: adds r22=16,r0
// SYM: 00000000000000a0 0 NOTYPE LOCAL DEFAULT 1 E0
// SYM: 0000000000000120 0 NOTYPE LOCAL DEFAULT 1 X
// NOY-NOT: {{ Y$}}
