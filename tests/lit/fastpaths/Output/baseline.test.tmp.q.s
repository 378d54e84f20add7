
 .section .text.gate, "ax"
 .align 32
 .global queue_insque
 .proc queue_insque
queue_insque:
 .regstk 2, 0, 0, 0


 epc
 rsm psr.i
 tnat.nz p6, p0 = in0
 tnat.nz.or p6, p0 = in1
 shr.u r2 = in0, 61
 shr.u r3 = in1, 61
 and r10 = 15, in0
 and r11 = 15, in1
 ld8.s r14 = [in0]
 ld8.s r15 = [in1]
 cmp.ne.or p6, p0 = r2, r0
 cmp.ne.or p6, p0 = r3, r0
 cmp.ne.or p6, p0 = r10, r0
 cmp.ne.or p6, p0 = r11, r0
 cmp.eq.or p6, p0 = in0, in1
 tnat.z p8, p0 = r14
 tnat.z p9, p0 = r15
 tnat.nz.or p6, p0 = r14
 tnat.nz.or p6, p0 = r15
 mov r2 = r0
 mov r3 = r0
 mov r10 = r0
(p8) probe.w r2 = in0, 3
(p9) probe.w r3 = in1, 3
 shr.u r11 = r15, 61
 and r14 = 15, r15
 ld8.s r16 = [r15]
 cmp.ne.or p6, p0 = r11, r0
 cmp.ne.or p6, p0 = r14, r0
 tnat.z p10, p0 = r16
 tnat.nz.or p6, p0 = r16
(p10) probe.w r10 = r15, 3
 cmp.eq.or p6, p0 = r2, r0
 cmp.eq.or p6, p0 = r3, r0
 cmp.eq.or p6, p0 = r10, r0
(p6) br.cond.spnt.few queue_slow
 adds r2 = 8, in0
 adds r3 = 8, r15
 cmp.eq p11, p12 = r15, in1

 st8 [in0] = r15
 st8 [r2] = in1
 st8 [r3] = in0
 st8 [in1] = in0
(p11) mov r8 = 1
(p12) mov r8 = 0
 ssm psr.i
 br.ret.sptk.many b6
 .endp queue_insque
 .global queue_remque
 .proc queue_remque
queue_remque:
 .regstk 1, 0, 0, 0


 epc
 rsm psr.i
 tnat.nz p6, p0 = in0
 shr.u r2 = in0, 61
 and r3 = 15, in0
 adds r10 = 8, in0
 ld8.s r11 = [in0]
 ld8.s r14 = [r10]
 cmp.ne.or p6, p0 = r2, r0
 cmp.ne.or p6, p0 = r3, r0
 tnat.z p8, p0 = r11
 tnat.nz.or p6, p0 = r11
 tnat.nz.or p6, p0 = r14
 mov r2 = r0
 mov r3 = r0
 mov r10 = r0
(p8) probe.w r2 = in0, 3
 shr.u r15 = r11, 61
 and r16 = 15, r11
 shr.u r17 = r14, 61
 and r18 = 15, r14
 ld8.s r19 = [r11]
 ld8.s r20 = [r14]
 cmp.ne.or p6, p0 = r15, r0
 cmp.ne.or p6, p0 = r16, r0
 cmp.ne.or p6, p0 = r17, r0
 cmp.ne.or p6, p0 = r18, r0
 tnat.z p9, p0 = r19
 tnat.z p10, p0 = r20
 tnat.nz.or p6, p0 = r19
 tnat.nz.or p6, p0 = r20
(p9) probe.w r3 = r11, 3
(p10) probe.w r10 = r14, 3
 cmp.eq.or p6, p0 = r2, r0
 cmp.eq.or p6, p0 = r3, r0
 cmp.eq.or p6, p0 = r10, r0
(p6) br.cond.spnt.few queue_slow
 cmp.eq p13, p0 = r11, in0
 cmp.eq p11, p12 = r11, r14
 adds r2 = 8, r11
(p13) mov r8 = 2
(p13) br.cond.spnt.few 1f
 st8 [r14] = r11
 st8 [r2] = r14
(p11) mov r8 = 1
(p12) mov r8 = 0
1: mov r9 = in0
 ssm psr.i
 br.ret.sptk.many b6
 .endp queue_remque
 .proc queue_slow
queue_slow:
 ssm psr.i
 break.m 0x4c20
 .endp queue_slow
