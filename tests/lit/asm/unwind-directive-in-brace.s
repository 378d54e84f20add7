// An unwind directive between `{` and the bundle's first instruction leaves GNU as's queue
// as it is: the auto-mode bundle before it is picked with the explicit instructions in view
// (`adds` then `nop.b`: MIB), as without the directive. We stopped looking at the directive
// and wrote MII. Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-objdump -d %t.o | FileCheck %s
// CHECK: [MIB] nop.m 0x0
// CHECK-NEXT: adds r29=-16,r33
// CHECK-NEXT: nop.b 0x0;;
// CHECK-NEXT: [MFB] nop.m 0x0
// CHECK: [MIB] adds r29=-16,r33
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.b 0x0;;
// CHECK-NEXT: [MFB] nop.m 0x0
	.proc f
f:	.prologue
	nop.m 0
	.body
	adds r29 = -16, r33 ;;
	{ .mfb
	.savepsp ar.lc, 32
	  nop.b 0 ;;
	}
	adds r29 = -16, r33 ;;
	{ .mfb
	.label_state 1
	.personality p
	  nop.b 0 ;;
	}
	.endp f
