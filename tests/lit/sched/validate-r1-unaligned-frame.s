// Kernel code uses r1 as its own pointer (Linux ivt.s: r1 is the pt_regs
// frame, `adds r2=224,r1` and a `stf.spill [r2]` 136 bytes on, which needs
// r1 = 8 mod 16). Every state had r1 = gp (16-aligned), so every state
// stopped at an unaligned-reference fault (0x5a00) and the region was
// skipped. One state in four now has r1 = a random window pointer.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.proc f
f:
	adds r2 = 224, r1 ;;
	st8 [r2] = r8, 8 ;;
	stf.spill [r2] = f6, 32
	br.ret.sptk.many b0 ;;
	.endp f
