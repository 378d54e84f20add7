// A brace bundle without instructions marks GNU as's queue slots (emitter/EmptyBraces.h): its
// `{` and template go to the next instruction, its `}` to the slot of the one before, which
// keeps the mark when that instruction was written already, ending the bundle of the fourth
// instruction after (1: `add r4` ends its MII, a nop.i after it); a brace without a template
// takes the carried one (2: MMB, not gas's pick MMI); auto-mode code after it fills one
// bundle of that template up to a `}` (3: the next empty brace's marks `nop.f`). We wrote
// nothing for such a brace and bundled around it. Found by fuzz/gas_gen_unwind.py (seed 23).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched disasm %t.o | FileCheck %s
	.text
	.align 16
{ .mii
}
{ .mii
	nop.m 0
	nop.i 0
}
	add r1 = r2, r3
	add r4 = r2, r3
	add r5 = r2, r3
	add r6 = r2, r3
// CHECK:      [MII] nop.m 0x0
// CHECK:      [MII] add r1=r2,r3
// CHECK-NEXT: add r4=r2,r3
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: [MII] add r5=r2,r3
	.align 16
{ .mmb
}
{
	nop.m 0
}
// CHECK:      [MMB] nop.m 0x0
	.align 16
{ .mfi
}
	nop.m 0
	nop.f 0
{ .mii
}
{ .mii
	nop.m 0
}
// CHECK:      [MFI] nop.m 0x0
// CHECK-NEXT: nop.f 0x0
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: [MII] nop.m 0x0
