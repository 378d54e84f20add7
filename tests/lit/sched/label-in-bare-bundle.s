// GCC -O2 output (issue 21, wrong code at labels): a label in the middle of a
// bare template bundle ends the bundle (as GNU as does), and the stop after it
// belongs to the code that follows. The region at .L278 is entered with the
// group of `cmp.eq p6,p7` still open (no stop after the chk.a.clr bundle):
// before, `(p7) adds` joined that group (GNU as: "may violate RAW dependency
// 'PR%'"). Also: no stray `}` after bare bundles (gas warned for each).
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched asm %s -o %t.asm.o --keep-stops
// RUN: %ia64-objdump -d %t.asm.o | FileCheck %s --check-prefix=ASM
// Read as GNU as reads it without -x (sched's default), the bare templates
// are hints and the code is automatic-mode code (scheduler/BraceModes.h):
// STATS: f: 11 instructions
// GAS-NOT: {{Warning|Error}}
// The bare bundle closed by the label is filled with nops, like GNU as does.
// ASM: chk.a.clr r14
// ASM-NEXT: nop.i 0x0
// ASM-NEXT: nop.i 0x0
	.text
	.proc f
f:
	.mii
	st8 [r33] = r32
	nop 0
	;;
	cmp.eq p6, p7 = 0, r14
	.mii
	chk.a.clr r14, .L277
.L278:
	.pred.rel.mutex p6, p7
	nop 0
	;;
	(p7) adds r14 = 8, r14
	;;
	.mmi
	(p7) st8 [r14] = r32
	nop 0
	nop 0
.L269:
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
.L277:
	.mmi
	nop 0
	ld8 r14 = [r32]
	nop 0
	;;
	br .L278
	;;
	.endp f
