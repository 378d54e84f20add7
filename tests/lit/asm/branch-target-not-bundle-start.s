// A branch to a label that is not at a bundle start (data in code left it there): GNU as
// silently branches to the bundle start below the label; we refuse, the branch would not go
// where the source says (fuzz/known-disagreements.txt, a deliberate class). The message says
// why, so that the fuzzer's class names this case only (it was "cannot be encoded").
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
	.text
{ .mfb
	nop.m 0
	nop.f 0
// CHECK: branch-target-not-bundle-start.s:[[@LINE+1]]:2: error: operand 1 of br.dptk.few cannot be encoded: the target is 8 bytes past a bundle start
	br.dptk.few L2 ;;
}
	data8 0
L2:
	.proc f
f:
	br.ret.sptk.many b0
	.endp f
