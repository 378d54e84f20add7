// A brace bundle without instructions (`{ .mfb }`, `{ .mfi` `}`): GNU as
// 2.40 writes nothing for it, the next bundle is the first it writes. We
// wrote a bundle of three nops (fuzz/gas_differential.py, seeds 8002 and
// 8004: `{ .mfi` `}` `{ .bbb` `br.ret.dptk.many.clr b6 ;;` `}`).
// RUN: %epicsched asm %s -o %t.o
// RUN: %epicsched disasm %t.o | FileCheck %s
// CHECK:      [BBB] br.ret.dptk.many.clr b6
// CHECK:      [MLX] ssm 0x92daf9
// CHECK:      [MII] add r1=r2,r3
// CHECK-NOT:  nop.f
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
	.text
{ .mfi
}
{ .bbb
	br.ret.dptk.many.clr b6 ;;
}
{ .mfb
}
{ .mlx
	ssm 9624313
}
	.explicit
{ .mfi
}
{ .mii
	add r1=r2,r3
}
