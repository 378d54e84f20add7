
 .section .text.gate, "ax"
 .align 32
 .global fsys_entry
 .proc fsys_entry
fsys_entry:

 epc
 adds r2 = -1024, r15
 movl r3 = 0xe000000000102000
 tnat.nz p6, p7 = r15
(p7) cmp.leu p6, p0 = 64, r2
 shladd r3 = r2, 3, r3
(p6) br.cond.spnt.few fsys_fallback
 ld8 r2 = [r3]
 mov b7 = r2
 br.cond.sptk.few b7
 .endp fsys_entry
 .global fsys_getpid
 .proc fsys_getpid
fsys_getpid:



 mov r2 = ar.k6
 adds r3 = 0x00, r2
 adds r9 = 0x0c, r2
 ld8 r2 = [r3]
 ld4 r8 = [r9]
 cmp.ne p6, p0 = r0, r2
 mov r10 = r0
(p6) br.cond.spnt.few fsys_fallback
 br.ret.sptk.many b6
 .endp fsys_getpid
 .global fsys_getppid
 .proc fsys_getppid
fsys_getppid:


 mov r2 = ar.k6
 adds r3 = 0x00, r2
 adds r9 = 0x10, r2
 ld8 r2 = [r3]
1: ld8.acq r3 = [r9]
 adds r11 = 0x0c, r3
 ld4 r8 = [r11]
 mf
 ld8.acq r11 = [r9]
 cmp.ne p8, p0 = r3, r11
 cmp.ne p6, p0 = r0, r2
(p8) br.cond.spnt.few 1b
 mov r10 = r0
(p6) br.cond.spnt.few fsys_fallback
 br.ret.sptk.many b6
 .endp fsys_getppid
 .global fsys_gettimeofday
 .proc fsys_gettimeofday
fsys_gettimeofday:

 .regstk 2, 0, 0, 0


 mov r2 = ar.k6
 tnat.nz p6, p0 = in0
 tnat.nz.or p6, p0 = in1
 cmp.ne.or p6, p0 = in1, r0
 shr.u r3 = in0, 61
 and r9 = 15, in0
 cmp.ne.or p6, p0 = r3, r0
 cmp.ne.or p6, p0 = r9, r0
 cmp.eq.or p6, p0 = in0, r0
 adds r3 = 0x00, r2
 ld8 r2 = [r3]
 cmp.ne.or p6, p0 = r0, r2
 ld8.s r2 = [in0]
 tnat.z p10, p0 = r2
 tnat.nz.or p6, p0 = r2
(p10) probe.w r9 = in0, 3
(p10) cmp.eq.or p6, p0 = r9, r0
(p6) br.cond.spnt.few fsys_fallback
 movl r2 = 0xe000000000104000
 adds r3 = 0x08, r2
 adds r9 = 0x10, r2
 adds r11 = 0x18, r2
 adds r14 = 0x20, r2
 adds r16 = 0x28, r2
2: ld4.acq r17 = [r2]
 ld8 r18 = [r3]
 ld8 r19 = [r9]
 ld8 r20 = [r11]
 ld8 r21 = [r14]
 ld8 r22 = [r16]
 mov r23 = ar.itc
 sub r24 = r23, r20
 setf.sig f6 = r24
 setf.sig f7 = r21
 xmpy.l f6 = f6, f7
 getf.sig r24 = f6
 shr.u r24 = r24, r22
 add r19 = r19, r24
 ld4.acq r20 = [r2]
 tbit.nz p8, p0 = r17, 0
 cmp4.ne.or p8, p0 = r17, r20
(p8) br.cond.spnt.few 2b
 movl r2 = 1000000000
 cmp.geu p9, p0 = r19, r2
(p9) sub r19 = r19, r2
(p9) adds r18 = 1, r18
 movl r2 = 0x20c49ba5e353f7cf
 setf.sig f8 = r19
 setf.sig f9 = r2
 xmpy.hu f8 = f8, f9
 getf.sig r2 = f8
 shr.u r2 = r2, 7
 adds r3 = 8, in0
 st8 [in0] = r18
 st8 [r3] = r2
 mov r8 = r0
 mov r10 = r0
 br.ret.sptk.many b6
 .endp fsys_gettimeofday
 .global fsys_fallback
 .proc fsys_fallback
fsys_fallback:
 break.m 0x4c10
 .endp fsys_fallback
