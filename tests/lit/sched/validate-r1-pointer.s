// Every state validate runs from has r1 = gp, and kernel code uses r1 as its
// own pointer (Linux ivt.s's SAVE_MIN: `adds r16=32,r1` then `st8.spill
// [r16]=r8`). The GOT's pages were execute-promote pages, where a store is a
// Data Access Rights fault: every state stopped at interruption 0x5300 and
// the region was skipped (7 regions of ivt.s). They are data pages now,
// compared like data.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.proc f
f:
	adds r16 = 32, r1
	adds r17 = 40, r1 ;;
	st8.spill [r16] = r8, 16
	st8.spill [r17] = r9, 16 ;;
	st8 [r16] = r10
	st8 [r17] = r11
	br.ret.sptk.many b0 ;;
	.endp f
