// validate's stand-ins for undefined symbols are 16 bytes each, so an ld8
// through any of them is aligned. They were 15 (a 14-character string and
// its terminator): every one after the first was misaligned, each state
// stopped at an unaligned-reference fault, and the region was skipped
// ("only 0 of 100 random states ran to the region's end (most stop inside it
// at interruption 0x5a00)"): Linux lib-flush.s, fsys.s, mca_asm.s (10 of its
// 39 regions), code no random state could check.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.proc f
f:
	movl r2 = a_stride
	movl r3 = b_stride
	movl r14 = c_stride ;;
	ld8 r20 = [r2]
	ld8 r21 = [r3]
	ld8 r22 = [r14] ;;
	add r8 = r20, r21
	add r9 = r21, r22
	br.ret.sptk.many b0 ;;
	.endp f
