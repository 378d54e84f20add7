// A region whose result follows the code's layout (`adds r8=1f-1b,r8` after
// `1: mov r8=ip`, Linux pal.s) cannot be compared with its scheduled form,
// whose layout differs on purpose: it is skipped as "layout-dependent, not
// comparable" with the instruction, never a failure (it was "FAIL f#0 ...
// register r8: source 0x...2008, scheduled 0x...1ff8").
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: SKIP f#0 (9 instructions): layout-dependent, not comparable: 'adds r8=(.L1$1 - .L1$0),r8' (line {{[0-9]+}}) reads the code's layout (register r8:
// CHECK: 2 regions: 1 passed, 0 failed, 1 skipped
	.text
	.align 32
	.global f
	.proc f
f:
1: { .mii
	mov r28 = r32
	mov r29 = r33
	mov r8 = ip
}
	;;
	add r14 = 1, r32 ;;
	add r14 = 2, r14 ;;
	add r14 = 3, r14 ;;
	add r15 = 1, r33 ;;
	add r15 = 2, r15 ;;
	add r15 = 3, r15 ;;
	adds r8 = 1f-1b, r8
	mov b7 = r34
	br.cond.sptk.many b7 ;;
1:	br.ret.sptk.many b0 ;;
	.endp f
