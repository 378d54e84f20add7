 .section .text.ivt, "ax"
 .align 32768
 .global ivt_base
ivt_base:
 .org 0x2c00
 .global ivt_break
 .proc ivt_break
ivt_break:
 mov r16 = ar.k6
 mov r17 = cr.iim
 mov r31 = pr
 movl r18 = 0x100000
 cmp.eq p6, p7 = r17, r18
(p7) br.cond.spnt.few break_other
 br.cond.sptk.few break_syscall
 .endp ivt_break
 .section .text.kernel, "ax"
 .align 32
 .global break_syscall
 .proc break_syscall
break_syscall:

 mov r19 = cr.ipsr
 mov r20 = cr.iip
 mov r21 = ar.rsc
 mov ar.rsc = 0x0
 movl r22 = 0x8000 - 0xe0
 add r22 = r22, r16
 adds r23 = 8, r22
 adds r24 = 0x400, r16
 mov r26 = ar.unat
 mov r27 = ar.pfs
 mov r28 = ar.bspstore
 mov r29 = ar.rnat
 mov ar.bspstore = r24
 mov r30 = ar.bsp
 mov r25 = b0
 extr.u r17 = r19, 41, 2
 cmp.eq p10, p0 = 2, r17
 adds r17 = 1, r17
(p10) adds r20 = 16, r20
(p10) mov r17 = r0
 dep r19 = r17, r19, 41, 2
 st8 [r22] = r19, 16
 st8 [r23] = r20, 16
 st8 [r22] = r0, 16
 st8 [r23] = r26, 16
 st8 [r22] = r27, 16
 st8 [r23] = r21, 16
 sub r30 = r30, r24
 st8 [r22] = r29, 16
 st8 [r23] = r28, 16
 dep.z r30 = r30, 16, 14
 st8 [r22] = r31, 16
 st8 [r23] = r25, 16
 mov r18 = ar.fpsr
 st8 [r22] = r30, 16
 st8.spill [r23] = r1, 16
 st8.spill [r22] = r12, 16
 st8.spill [r23] = r13, 16
 st8 [r22] = r18, 16
 st8.spill [r23] = r15
 adds r24 = 0xa0 - 0x78, r23
 adds r25 = 0xa8 - 0x78, r23
 mov r17 = b6
 mov r18 = ar.ccv
 st8 [r24] = r17, 0xb0 - 0xa0
 st8 [r25] = r18, 0xb8 - 0xa8
 mov r17 = b7
 st8.spill [r24] = r2, 0xc0 - 0xb0
 st8.spill [r25] = r3, 0xc8 - 0xb8
 st8.spill [r24] = r14
 st8 [r25] = r17
 adds r12 = -(0x78 + 16), r23
 mov r13 = r16
 adds r22 = 0xd0 - 0x78, r23
 mov r17 = ar.unat
 st8 [r22] = r17
 mov r1 = r0
 ssm psr.ic
 srlz.d
 bsw.1
 adds r14 = -1024, r15
 movl r2 = 0xe000000000100000
 mov r3 = 320
 tnat.nz p8, p9 = r15
(p9) cmp.leu p8, p0 = r3, r14
 shladd r2 = r14, 3, r2
(p8) br.cond.spnt.few break_bad
 ld8 r3 = [r2]
 ssm psr.i
 mov b6 = r3
 br.call.sptk.many b0 = b6
 .global break_exit
break_exit:
 rsm psr.i | psr.ic
 srlz.d
 bsw.0
 adds r22 = 16, r12
 adds r23 = 24, r12
 adds r24 = 16 + 0xd0, r12
 ld8 r19 = [r22], 16
 ld8 r20 = [r23], 16
 ld8 r25 = [r22], 16
 ld8 r26 = [r23], 16
 ld8 r27 = [r22], 16
 ld8 r21 = [r23], 16
 ld8 r29 = [r22], 16
 ld8 r28 = [r23], 16
 ld8 r31 = [r22], 16
 ld8 r17 = [r23], 16
 ld8 r30 = [r22], 16
 ld8 r24 = [r24]
 mov ar.unat = r24
 ld8.fill r1 = [r23], 16
 ld8.fill r12 = [r22], 16
 ld8.fill r13 = [r23], 16
 ld8 r18 = [r22]
 ld8.fill r15 = [r23]
 adds r22 = 0xa0 - 0x70, r22
 adds r23 = 0xa8 - 0x78, r23
 ld8 r16 = [r22], 0xb0 - 0xa0
 ld8 r24 = [r23], 0xb8 - 0xa8
 mov b6 = r16
 mov ar.ccv = r24
 ld8.fill r2 = [r22], 0xc0 - 0xb0
 ld8.fill r3 = [r23], 0xc8 - 0xb8
 ld8.fill r14 = [r22]
 ld8 r16 = [r23]
 mov b7 = r16
 mov ar.unat = r26
 mov cr.ipsr = r19
 mov cr.iip = r20
 mov cr.ifs = r25
 mov ar.rsc = r30
 loadrs
 mov ar.bspstore = r28
 mov ar.rnat = r29
 mov ar.rsc = r21
 mov ar.pfs = r27
 mov ar.fpsr = r18
 mov b0 = r17
 mov pr = r31, -1
 rfi
break_bad:
 mov r8 = 22
 mov r10 = -1
 br.cond.sptk.few break_exit
 .endp break_syscall
 .global break_other
 .proc break_other
break_other:
 break.m 0x4cff
 .endp break_other
 .global sys_getpid
 .proc sys_getpid
sys_getpid:
 mov r14 = ar.k6
 adds r14 = 0x0c, r14
 ld4 r8 = [r14]
 mov r10 = r0
 br.ret.sptk.many b0
 .endp sys_getpid
 .global sys_getppid
 .proc sys_getppid
sys_getppid:
 mov r14 = ar.k6
 adds r14 = 0x10, r14
 ld8 r14 = [r14]
 adds r14 = 0x0c, r14
 ld4 r8 = [r14]
 mov r10 = r0
 br.ret.sptk.many b0
 .endp sys_getppid
 .global sys_gettimeofday
 .proc sys_gettimeofday
sys_gettimeofday:
 alloc r16 = ar.pfs, 2, 0, 0, 0
 movl r17 = 0xe000000000104000
 mov r18 = ar.itc
 adds r19 = 0x08, r17
 adds r20 = 0x10, r17
 adds r21 = 0x18, r17
 adds r22 = 0x20, r17
 adds r23 = 0x28, r17
1: ld4.acq r24 = [r17]
 ld8 r25 = [r19]
 ld8 r26 = [r20]
 ld8 r27 = [r21]
 ld8 r28 = [r22]
 ld8 r29 = [r23]
 mov r18 = ar.itc
 sub r27 = r18, r27
 setf.sig f6 = r27
 setf.sig f7 = r28
 xmpy.l f6 = f6, f7
 getf.sig r27 = f6
 shr.u r27 = r27, r29
 add r26 = r26, r27
 ld4.acq r30 = [r17]
 tbit.nz p6, p0 = r24, 0
 cmp4.ne.or p6, p0 = r24, r30
(p6) br.cond.spnt.few 1b
 movl r28 = 1000000000
 cmp.geu p7, p0 = r26, r28
(p7) sub r26 = r26, r28
(p7) adds r25 = 1, r25
 movl r28 = 0x20c49ba5e353f7cf
 setf.sig f8 = r26
 setf.sig f9 = r28
 xmpy.hu f8 = f8, f9
 getf.sig r26 = f8
 shr.u r26 = r26, 7
 adds r31 = 8, in0
 st8 [in0] = r25
 st8 [r31] = r26
 mov r8 = r0
 mov r10 = r0
 br.ret.sptk.many b0
 .endp sys_gettimeofday
