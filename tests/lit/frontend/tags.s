// `[tag:]` before an instruction (also after labels, inside a bundle, on a
// line of its own before the instruction's line) and a template directive
// sharing its line with the bundle's first instruction, as GNU as reads
// them (Linux EX()/EXCLR(), lib-memcpy's `{ .mib (p[0]) ld8 ...`).
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: not %epicsched parse %S/Inputs/tag-errors.s 2>&1 | FileCheck %S/Inputs/tag-errors.s --check-prefix=ERR
// RUN: %ia64-as -o %t.o %s
	.text
	alloc r16=ar.pfs,0,8,0,8
	.rotp p[4]
// CHECK: inst [.L99$0:] ld8 GR:r2 = mem[GR:r3]
	.xdata4 "__ex_table", 99f-., 1f-.
	[99:] ld8 r2=[r3]
// CHECK: label foo
// CHECK-NEXT: inst [bar:] [.L1$0:] (p6) add GR:r1 = GR:r2, GR:r3
foo:	[bar:] [1:] (p6) add r1=r2,r3
// CHECK: bundle .mib
// CHECK-NEXT: inst [t:] (p16) ld8 GR:r32 = mem[GR:r17]
	{ .mib [t:] (p[0]) ld8 r32=[r17]; nop.i 0; nop.b 0 }
// CHECK: inst [.L99$1:] alloc
	[99:]
	.xdata4 "__ex_table", 99b-., 2f-.
	alloc r14=ar.pfs,0,0,2,0
// CHECK: bundle .mmb
// CHECK-NEXT: inst (p6) add
	{ .mmb (p6) add r1=r2,r3
	  nop.m 0
	  br.ret.sptk.many b0 }
// A tag with no instruction after it in its section: a label where the
// section's code ends.
// CHECK: label end
2:	[end:]
	.data
	data8 end
