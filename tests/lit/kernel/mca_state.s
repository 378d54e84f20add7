// Machine-check state capture: read the kernel registers ar.k0-ar.k7,
// region registers through rr[], protection keys through pkr[], CPUID
// words, and the interruption control registers, storing them in a save
// area.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.global mca_save_state
	.proc mca_save_state
mca_save_state:
	.regstk 1, 0, 0, 0
	mov r2 = in0
	mov r16 = ar.k0
	mov r17 = ar.k1 ;;
	st8 [r2] = r16, 8
	mov r16 = ar.k7 ;;
	st8 [r2] = r17, 8
	movl r3 = 0x2000000000000000 ;;	// region 1
	mov r18 = rr[r3]
	mov r19 = pkr[r0]
	mov r20 = cpuid[r0] ;;
	st8 [r2] = r18, 8
	mov r21 = cr.iim
	mov r22 = cr.iha ;;
	st8 [r2] = r19, 8
	mov r23 = cr.lid
	mov r24 = cr.tpr ;;
	st8 [r2] = r20, 8
	mov r25 = cr.itv
	mov r26 = cr.pta ;;
	st8 [r2] = r21, 8
	mov r27 = cr.dcr
	mov r28 = cr.iva ;;
	br.ret.sptk.many rp
	.endp mca_save_state
// CHECK: inst mov GR:r16 = AR:ar.k0
// CHECK: inst mov GR:r16 = AR:ar.k7
// CHECK: inst movl GR:r3 = imm:2305843009213693952
// CHECK: inst mov GR:r18 = rr[GR:r3]
// CHECK: inst mov GR:r19 = pkr[GR:r0]
// CHECK: inst mov GR:r20 = cpuid[GR:r0]
// CHECK: inst mov GR:r21 = CR:cr.iim
// CHECK: inst mov GR:r23 = CR:cr.lid
// CHECK: inst mov GR:r28 = CR:cr.iva
