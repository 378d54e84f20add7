// Code loads pointers from symbols the file does not define (Linux head.s:
// `movl r2=sal_state_for_booting_cpu;; ld8 r16=[r2]`, then stores and
// `stf.spill` through r16). validate's stand-ins held a fixed string, so r16
// was the same misaligned value in every state: each stopped at an
// unaligned-reference fault (0x5a00) and the region was skipped. The
// stand-ins now hold each state's random values.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.proc f
f:
	movl r2 = boot_state ;;
	ld8 r16 = [r2] ;;
	st8 [r16] = r8, 16 ;;
	stf.spill [r16] = f2, 16 ;;
	stf.spill [r16] = f3, 16
	br.ret.sptk.many b0 ;;
	.endp f
