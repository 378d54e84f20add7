// A number as a branch target is the ip-relative displacement itself, as
// GNU as takes it (Linux gate.s: `[1:](p6) brl.cond.sptk 0`, patched at
// boot); no relocation. Targets below are GNU as 2.40's.
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -dr %t.o | FileCheck %s
// CHECK: (p06) brl.cond.sptk.few 0 <f>
// CHECK: brl.call.sptk.few b0=1010 <f+0x1010>
// CHECK: br.few 40 <f+0x40>
// CHECK: (p06) br.cond.sptk.few 20 <f+0x20>
// CHECK-NOT: R_IA64
	.explicit
	.text
f:
{ .mlx
	nop.m 0
	[1:] (p6) brl.cond.sptk 0
}
{ .mlx
	nop.m 0
	brl.call.sptk b0=0x1000
}
{ .mbb
	nop.m 0
	br.cond.sptk 0x20
	(p6) br.cond.sptk 1 ;;
}
