// strlen with control speculation: ld8.s runs ahead, chk.s recovers when a
// deferred fault left a NaT, czx1.r finds the terminating zero byte.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.align 32
	.global strlen8
	.proc strlen8
strlen8:
	.prologue
	.regstk 1, 0, 0, 0
	.body
	mov r8 = in0			// start
	mov r2 = in0 ;;
1:	ld8.s r16 = [r2], 8		// speculative: may defer a fault
	;;
	chk.s r16, .Lrecover		// NaT? reload without speculation
.Lback:
	czx1.r r17 = r16 ;;		// index of first zero byte, 8 if none
	cmp.eq p6, p7 = 8, r17
(p6)	br.cond.sptk.few 1b ;;
	sub r8 = r2, r8
	adds r18 = -8, r17 ;;
	add r8 = r8, r18
	br.ret.sptk.many rp
.Lrecover:
	adds r2 = -8, r2 ;;
	ld8 r16 = [r2], 8
	br.cond.sptk.few .Lback
	.endp strlen8
// CHECK: label .L1$0
// CHECK-NEXT: inst ld8.s GR:r16 = mem[GR:r2], imm:8
// CHECK: inst chk.s GR:r16, imm:.Lrecover
// CHECK: inst czx1.r GR:r17 = GR:r16
// CHECK: inst (p6) br.cond.sptk.few imm:.L1$0
