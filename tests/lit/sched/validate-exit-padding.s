// validate names an exit by the program point it reaches, not by its byte
// offset from the nearest symbol: `.align 32` pads before `.Lloop` in one
// layout only (the scheduled region is two bundles shorter), and `.Lloop` is
// no symbol, so both exits were `__epv_e0+N` with different N: a false
// "exit: source leaves at __epv_e0+32 slot 0, scheduled at __epv_e0+16"
// (GMP mpn_copyd/lshift/rshift). A label and the nop bundles after or
// before it are one point; past it, bundles other than nops are counted.
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.align 32
	.global f
	.proc f
f:
	add r14 = 1, r32 ;;
	add r14 = 2, r14 ;;
	add r14 = 3, r14 ;;
	add r15 = 1, r33 ;;
	add r15 = 2, r15 ;;
	add r15 = 3, r15 ;;
	cmp.eq p6, p0 = r14, r15
(p6)	br.cond.dptk .Lloop ;;
	add r19 = 5, r36
	br.sptk .Lnext ;;
	.align 32
.Lloop:
{ .mmi
	st8 [r32] = r14
	nop.m 0
	nop.i 0 ;;
}
.Lnext:
{ .mmi
	st8 [r33] = r15
	nop.m 0
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp f
