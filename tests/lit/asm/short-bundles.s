# Explicit bundles with fewer instructions than slots: GNU as puts each one in
# the next slot whose unit takes it and fills the rest with nops (before:
# "'nop.f' cannot go in slot 0 of a .mfb bundle"). Same bytes as GNU as.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xexplicit %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.o | tail -n +4 > %t.dis
# RUN: %ia64-objdump -d %t.gas.o | tail -n +4 | diff - %t.dis
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK: [MFB] nop.m 0x0
# CHECK-NEXT: nop.f 0x9
# CHECK-NEXT: br.ret.sptk.few b0
	.explicit
	.text
f:
{ .mfb
	nop.f 9
	br.ret.sptk rp }
{ .mib; br.ret.sptk.many b0 }
{ .mmi; add r2=r3,r4 ;; mov ar.lc=r33 }
{ .mlx; movl r2=0x1234567890 ;; }
{ .mii; nop.i 1 ; nop.i 2 }
{ .mfi; add r2=r3,r4; nop.i 7 ;; }
