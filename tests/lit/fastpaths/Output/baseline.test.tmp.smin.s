
 .section .text.kernel, "ax"
 .align 32
 .global deliver_signal
 .proc deliver_signal
deliver_signal:






 adds r2 = 16, r12
 adds r3 = 0x18, r13
 adds r14 = 0x20, r13
 ld8 r15 = [r3]
 ld8 r16 = [r14]
 andcm r17 = r15, r16
 cmp.eq p6, p0 = r17, r0
(p6) br.cond.spnt.few break_exit
 sub r18 = r0, r17
 and r18 = r17, r18
 adds r17 = -1, r18
 popcnt r17 = r17
 andcm r15 = r15, r18
 adds r19 = 0x28, r13
 ld8 r19 = [r19]
 shladd r20 = r17, 1, r17
 shladd r19 = r20, 3, r19
 ld8 r20 = [r19], 0x08 - 0x00
 ld8 r21 = [r19], 0x10 - 0x08
 ld8 r22 = [r19]
 st8 [r3] = r15
 or r22 = r22, r18
 or r22 = r22, r16
 st8 [r14] = r22
 adds r3 = 1, r17
 adds r14 = 0x30, r13
 adds r15 = 0x38, r13
 adds r17 = 0x60, r2
 ld8 r18 = [r14]
 ld8 r14 = [r15]
 ld8 r15 = [r17]
 tbit.nz p7, p0 = r21, 27
 cmp.ne.and p7, p0 = r18, r0
 sub r17 = r15, r18
 cmp.ltu p8, p0 = r17, r14
(p8) cmp.ne p7, p0 = r0, r0
 mov r17 = r15
(p7) add r17 = r18, r14
 adds r14 = -(0x20 + 0x270), r17
 and r14 = -16, r14
 adds r15 = 0x00, r14
 adds r18 = 0x20, r14
 adds r17 = -16, r14
 adds r14 = 0x04, r15
 adds r19 = 0x08, r15
 adds r21 = 0x10, r15
 adds r22 = 0x0c, r13
 st4 [r15] = r3
 st4 [r14] = r0
 mov r14 = 0
 ld4 r22 = [r22]
 st4 [r19] = r14
 st4 [r21] = r22
 rsm psr.i | psr.ic
 srlz.d
 cover
 mov r23 = cr.ifs
 ssm psr.ic
 srlz.d
 mov r24 = ar.bsp
 adds r25 = 0x400, r13
 sub r26 = r24, r25
 dep.z r26 = r26, 16, 14
 adds r14 = 0x50, r2
 adds r19 = 0x018, r18
 st8 [r14] = r26
 st8 [r19] = r23
 adds r23 = 0x00, r2
 adds r24 = 0x08, r2
 ld8 r25 = [r23]
 ld8 r26 = [r24]
 adds r14 = 0x010, r18
 adds r19 = 0x020, r18
 adds r21 = 0x000, r18
 adds r22 = 0x080, r18
 extr.u r27 = r25, 41, 2
 or r26 = r26, r27
 st8 [r14] = r26
 st8 [r19] = r25
 mov r14 = 0
 st8 [r21] = r14
 st8 [r22] = r16
 movl r14 = sigtramp
 movl r16 = 1 << 63
 dep r25 = 0, r25, 41, 2
 adds r19 = 0x10, r2
 st8 [r24] = r14
 st8 [r23] = r25
 st8 [r19] = r16
 adds r14 = 0x28, r2
 adds r16 = 0x028, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x38, r2
 adds r16 = 0x030, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x30, r2
 adds r16 = 0x038, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x18, r2
 adds r16 = 0x040, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x70, r2
 adds r16 = 0x048, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x20, r2
 adds r16 = 0x050, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x40, r2
 adds r16 = 0x058, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0x48, r2
 adds r16 = 0x060, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0xa0, r2
 adds r16 = 0x068, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0xc8, r2
 adds r16 = 0x070, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0xa8, r2
 adds r16 = 0x078, r18
 ld8 r19 = [r14]
 st8 [r16] = r19
 adds r14 = 0xd0, r2
 ld8 r16 = [r14]
 adds r19 = 0x58, r2
 adds r21 = 0xb0, r2
 mov ar.unat = r16
 ld8.fill r22 = [r19], 0x60 - 0x58
 ld8.fill r23 = [r21], 0xb8 - 0xb0
 ld8.fill r24 = [r19], 0x68 - 0x60
 ld8.fill r25 = [r21], 0xc0 - 0xb8
 ld8.fill r26 = [r19], 0x78 - 0x68
 ld8.fill r27 = [r21]
 ld8.fill r28 = [r19]
 mov ar.unat = r0
 adds r19 = 0x088, r18
 adds r21 = 0x090, r18
 st8.spill [r19] = r22, 0x098 - 0x088
 st8.spill [r21] = r23, 0x0a0 - 0x090
 st8.spill [r19] = r25, 0x0a8 - 0x098
 st8.spill [r21] = r8, 0x0b0 - 0x0a0
 st8.spill [r19] = r9, 0x0b8 - 0x0a8
 st8.spill [r21] = r10, 0x0c0 - 0x0b0
 st8.spill [r19] = r11, 0x0c8 - 0x0b8
 st8.spill [r21] = r24, 0x0d0 - 0x0c0
 st8.spill [r19] = r26, 0x0d8 - 0x0c8
 st8.spill [r21] = r27
 st8.spill [r19] = r28
 mov r22 = ar.unat
 adds r23 = 0x008, r18
 st8 [r23] = r22
 mov ar.unat = r16
 adds r19 = 0x60, r2
 adds r21 = 0xb0, r2
 st8.spill [r19] = r17
 st8.spill [r21] = r20, 0xb8 - 0xb0
 st8.spill [r21] = r3, 0xc0 - 0xb8
 adds r19 = 0x78, r2
 st8.spill [r21] = r15
 st8.spill [r19] = r18
 mov r16 = ar.unat
 st8 [r14] = r16
 br.cond.sptk.few break_exit
 .endp deliver_signal
 .global sys_rt_sigreturn
 .proc sys_rt_sigreturn
sys_rt_sigreturn:





 adds r2 = 16, r12
 adds r3 = 0x60, r2
 ld8 r3 = [r3]
 adds r14 = 16 + 0x20, r3
 shr.u r3 = r14, 61
 and r15 = 15, r14
 cmp.ne p9, p0 = r3, r0
 cmp.ne.or p9, p0 = r15, r0
(p9) br.cond.spnt.few sigreturn_bad
 adds r3 = 0x010, r14
 adds r15 = 0x020, r14
 adds r16 = 0x00, r2
 adds r17 = 0x018, r14
 ld8 r18 = [r3]
 ld8 r19 = [r15]
 ld8 r20 = [r16]
 ld8 r21 = [r17]
 and r17 = 3, r18
 and r18 = -16, r18
 cmp.eq p12, p0 = 3, r17
 extr.u r22 = r21, 0, 7
 extr.u r23 = r21, 7, 7
 extr.u r24 = r21, 14, 4
 cmp.ltu p9, p0 = 96, r22
 cmp.ltu p10, p0 = r22, r23
 shladd r24 = r24, 3, r0
 cmp.ltu p11, p0 = r22, r24
(p12) br.cond.spnt.few sigreturn_bad
(p9) br.cond.spnt.few sigreturn_bad
(p10) br.cond.spnt.few sigreturn_bad
(p11) br.cond.spnt.few sigreturn_bad
 dep r20 = r17, r20, 41, 2
 dep r20 = r19, r20, 0, 6
 extr.u r21 = r21, 0, 38
 dep r21 = -1, r21, 63, 1
 st8 [r16] = r20
 adds r3 = 0x08, r2
 adds r15 = 0x10, r2
 st8 [r3] = r18
 st8 [r15] = r21
 adds r3 = 0x028, r14
 adds r15 = 0x28, r2
 ld8 r16 = [r3]
 dep r16 = -1, r16, 2, 2
 dep r16 = 0, r16, 16, 14
 st8 [r15] = r16
 adds r3 = 0x080, r14
 adds r16 = 0x20, r13
 ld8 r17 = [r3]
 st8 [r16] = r17
 adds r16 = 0x040, r14
 adds r17 = 0x18, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x048, r14
 adds r17 = 0x70, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x050, r14
 adds r17 = 0x20, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x058, r14
 adds r17 = 0x40, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x060, r14
 adds r17 = 0x48, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x068, r14
 adds r17 = 0xa0, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x070, r14
 adds r17 = 0xc8, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r16 = 0x078, r14
 adds r17 = 0xa8, r2
 ld8 r18 = [r16]
 st8 [r17] = r18
 adds r3 = 0x008, r14
 adds r15 = 0xd0, r2
 ld8 r16 = [r3]
 ld8 r3 = [r15]
 adds r17 = 0x088, r14
 adds r18 = 0x090, r14
 mov ar.unat = r16
 ld8.fill r14 = [r17], 0x098 - 0x088
 ld8.fill r16 = [r18], 0x0a0 - 0x090
 ld8.fill r19 = [r17], 0x0a8 - 0x098
 ld8.fill r8 = [r18], 0x0b0 - 0x0a0
 ld8.fill r9 = [r17], 0x0b8 - 0x0a8
 ld8.fill r10 = [r18], 0x0c0 - 0x0b0
 ld8.fill r11 = [r17], 0x0c8 - 0x0b8
 ld8.fill r20 = [r18], 0x0d0 - 0x0c0
 ld8.fill r21 = [r17], 0x0d8 - 0x0c8
 ld8.fill r22 = [r18]
 ld8.fill r23 = [r17]
 mov ar.unat = r3
 adds r17 = 0x58, r2
 adds r18 = 0xb0, r2
 st8.spill [r17] = r14, 0x60 - 0x58
 st8.spill [r18] = r16, 0xb8 - 0xb0
 st8.spill [r17] = r20, 0x68 - 0x60
 st8.spill [r18] = r19, 0xc0 - 0xb8
 st8.spill [r17] = r21, 0x78 - 0x68
 st8.spill [r18] = r22
 st8.spill [r17] = r23
 mov r3 = ar.unat
 st8 [r15] = r3
 br.ret.sptk.many b0
sigreturn_bad:
 break.m 0x4c30
 .endp sys_rt_sigreturn
 .section .text.gate, "ax"
 .align 32
 .global sigtramp
 .proc sigtramp
sigtramp:
 alloc r16 = ar.pfs, 0, 0, 3, 0
 ld8 r17 = [r2], 8
 mov out0 = r3
 mov out1 = r14
 mov out2 = r15
 ld8 r1 = [r2]
 mov b6 = r17
 br.call.sptk.many b0 = b6
 mov r15 = 1181
 break.i 0x100000
 .endp sigtramp
