// Spin locks: acquire with cmpxchg4.acq against ar.ccv, spin on a plain
// load with hint @pause, release with st4.rel; an atomic counter with
// fetchadd8.rel.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.align 32
	.global spin_lock
	.proc spin_lock
spin_lock:
	.regstk 1, 0, 0, 0
	mov ar.ccv = r0
	mov r29 = 1 ;;
1:	cmpxchg4.acq r30 = [in0], r29, ar.ccv ;;
	cmp4.eq p6, p7 = r0, r30
(p6)	br.ret.sptk.many rp ;;
2:	hint @pause
	ld4 r30 = [in0] ;;
	cmp4.ne p8, p0 = r0, r30
(p8)	br.cond.spnt.few 2b
	br.cond.sptk.few 1b
	.endp spin_lock

	.global spin_unlock
	.proc spin_unlock
spin_unlock:
	.regstk 1, 0, 0, 0
	st4.rel.nta [in0] = r0
	br.ret.sptk.many rp
	.endp spin_unlock

	.global atomic_inc_return
	.proc atomic_inc_return
atomic_inc_return:
	.regstk 1, 0, 0, 0
	fetchadd8.rel r8 = [in0], 1 ;;
	adds r8 = 1, r8
	br.ret.sptk.many rp
	.endp atomic_inc_return
// CHECK: inst mov AR:ar.ccv = GR:r0
// CHECK: inst cmpxchg4.acq GR:r30 = mem[GR:r32], GR:r29, AR:ar.ccv
// CHECK: label .L2$0
// CHECK-NEXT: inst hint imm:@pause
// CHECK: inst (p8) br.cond.spnt.few imm:.L2$0
// CHECK: inst br.cond.sptk.few imm:.L1$0
// CHECK: inst st4.rel.nta mem[GR:r32] = GR:r0
// CHECK: inst fetchadd8.rel GR:r8 = mem[GR:r32], imm:1
// CHECK: procedure spin_lock
// CHECK: procedure spin_unlock
// CHECK: procedure atomic_inc_return
