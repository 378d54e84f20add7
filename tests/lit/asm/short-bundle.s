// Explicit bundles with fewer instructions than slots: GNU as puts each in
// the next slot of its unit and fills the others with nops ({ .mmi; add;
// mov ar.lc } is add, nop.m, mov.i; { .mfi; nop.f } is nop.m, nop.f, nop.i),
// stops after the instruction they follow. Bytes equal gas's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// CHECK: identical
// A branch that would not land in the last slot (gas: must be last in bundle)
// is left as written and refused, as gas refuses it.
// RUN: not %epicsched asm %S/Inputs/short-bundle-bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %ia64-as -xexplicit %S/Inputs/short-bundle-bad.s -o %t.bad.gnu.o
// BAD: short-bundle-bad.s:4:2: error:
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
