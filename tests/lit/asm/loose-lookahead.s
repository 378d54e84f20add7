// Loose instructions in an explicit file, directly followed by an explicit
// bundle: GNU as picks the loose bundle's template from its queue, which
// already holds the next bundle's instructions (alloc before `{ .mmi` with
// M, A, A gets MMI, not MII). A label or `.align` in between ends the queue
// first. The bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -x %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// CHECK: .text: 224 bytes identical
	.text
	.explicit
	alloc r34 = ar.pfs, 1, 3, 0, 0
	{ .mmi
	  mov r16 = ar.rsc
	  adds r2 = 1, r3
	  adds r3 = 1, r3 ;;
	}
	alloc r34 = ar.pfs, 1, 3, 0, 0
	{ .mii
	  adds r2 = 1, r3
	  adds r4 = 1, r3
	  adds r3 = 1, r3 ;;
	}
	alloc r34 = ar.pfs, 1, 3, 0, 0
	{ .mfi
	  ld8 r2 = [r3]
	  fma f2 = f3, f4, f5
	  adds r3 = 1, r3 ;;
	}
	alloc r34 = ar.pfs, 1, 3, 0, 0
	;;
	{ .mfb
	  nop.m 0
	  nop.f 0
	  nop.b 0 ;;
	}
	alloc r34 = ar.pfs, 1, 3, 0, 0
1:	{ .mmi
	  mov r16 = ar.rsc
	  adds r2 = 1, r3
	  adds r3 = 1, r3 ;;
	}
	adds r2 = 1, r3
	{ .mlx
	  nop.m 0
	  movl r5 = 1 ;;
	}
	fma f2 = f3, f4, f5
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0 ;;
	}
