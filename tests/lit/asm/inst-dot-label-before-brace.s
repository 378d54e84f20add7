// A label before a `{` while GNU as still holds the bundle before it keeps, until gas
// writes its own bundle, the value it had when defined (the end of the bytes written
// then): `. - L1` in L1's bundle is 16 to gas 2.40 (`.` is 0x10 once gas wrote the first
// bundle at the fourth queued instruction, L1 still 0). We gave 0 (L1's final address):
// a printed `sched` output read back by `validate` had the wrong value (issue 14).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: adds r8=16,r0
// CHECK: adds r9=16,r0
	.explicit
	.text
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0 ;;
	}
L1:
	{ .mmi
	  nop.m 0
	  adds r8=. - L1,r0
	  nop.i 0
	}
	{ .mmi
	  nop.m 0
	  adds r9=. - L1,r0
	  nop.i 0
	}
