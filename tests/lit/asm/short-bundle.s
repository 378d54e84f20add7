// Explicit bundles with fewer instructions than slots: GNU as puts each in
// the next slot of its unit and fills the others with nops ({ .mmi; add;
// mov ar.lc } is add, nop.m, mov.i; { .mfi; nop.f } is nop.m, nop.f, nop.i),
// stops after the instruction they follow. Bytes equal gas's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// CHECK: identical
	.explicit
	.text
{ .mmi
	add r3 = r3, r15
	mov ar.lc = r33 ;;
}
{ .mfi
	nop.f 1
}
{ .mib
	add r9 = r2, r4
	br.ret.sptk.many b0 ;;
}
{ .mlx
	movl r2 = 0x123456789 ;;
}
