
 .section .text.gate, "ax"
 .align 32
 .global ipc_gate
 .proc ipc_gate
ipc_gate:
 .regstk 11, 0, 0, 0








 epc
 rsm psr.i
 mov r2 = ar.k6
 flushrs
 mov r3 = rr[r0]
 movl r9 = 0xe000000100000000
 shr.u r10 = in0, 18
 tnat.nz p6, p7 = in0
 mov r11 = r9
(p7) dep r11 = r10, r9, 14, 12
 adds r10 = 0x08, r11
 adds r14 = 0x20, r11
 adds r15 = 0x40, r11
 ld8 r16 = [r11]
 ld8 r17 = [r10], 0x10 - 0x08
 ld8 r18 = [r10], 0x18 - 0x10
 ld8 r19 = [r10]
 ld8 r10 = [r14], 0x38 - 0x20
 ld8 r20 = [r14]
 ld8 r14 = [r15], 0x48 - 0x40
 ld8 r21 = [r15], 0x50 - 0x48
 ld8 r22 = [r15]
 tnat.nz.or p6, p0 = in1
 tnat.nz.or p6, p0 = in2
 tnat.nz.or p6, p0 = in3
 extr.u r15 = in3, 6, 10
 extr.u r23 = in2, 0, 16
 extr.u r24 = in3, 0, 6
 cmp.eq.or p6, p0 = in0, r0
 cmp.eq.or p6, p0 = in1, r0
 cmp.ne.or p6, p0 = r15, r0
 cmp.ne.or p6, p0 = r23, r0
 cmp.ltu p8, p0 = 8 - 1, r24
 cmp.ne.or p6, p0 = r16, in0
 cmp.ne.or p6, p0 = 2, r17
 cmp.ne.or p6, p0 = r19, r0
 cmp.eq p12, p11 = -1, r18
 cmp.ne p13, p0 = r10, r0
(p11) cmp.ne.or p6, p0 = r18, r2
 cmp.eq.or p6, p0 = r10, r0
(p13) cmp.ne.unc p9, p0 = r3, r10
 mov r15 = (3 << 2)
 dep r22 = r15, r22, 0, 2 + 2
 mov ar.rsc = r22
 shr.u r15 = r2, 18
 dep r16 = r15, r9, 14, 12

 adds r9 = 0x18, r16
 adds r15 = 0x28, r16
 ld8 r17 = [r9]
 ld8 r9 = [r15]
 cmp.ne.or p6, p0 = r17, r0
 cmp.ne.or p6, p0 = r9, r0
 tnat.nz.or p6, p0 = sp
 tnat.nz.or p6, p0 = gp
 tnat.nz.or p6, p0 = tp
 mov r9 = ar.bspstore
 mov r15 = ar.rnat
 mov ar.bspstore = r14
 mov ar.rnat = r21
(p9) mov rr[r0] = r10
 srlz.d
(p6) br.cond.dpnt.few ipc_slow
(p8) br.cond.dpnt.few ipc_copy
ipc_copy_done:
 adds r10 = 0x40, r16
 adds r14 = 0x48, r16
 mov r17 = ar.pfs
 st8 [r10] = r9, 0x50 - 0x40
 st8 [r14] = r15, 0x58 - 0x48
 extr.u r18 = r17, 7, 7
 extr.u r19 = r9, 3, 6
 add r21 = 63, r19
 cmp.gtu p14, p0 = r18, r19
 cmp.gtu p15, p0 = r18, r21
(p14) adds r18 = 1, r18
(p15) adds r18 = 1, r18
 dep.z r19 = r18, 16 + 3, 14 - 3
 adds r19 = (3 << 2), r19
 st8 [r10] = r19, 0x60 - 0x50
 st8 [r14] = r17, 0x68 - 0x58
 mov r17 = b0
 mov r18 = pr
 st8 [r10] = r17, 0x70 - 0x60
 st8 [r14] = r18, 0x78 - 0x68
 mov r17 = ar.unat
 st8 [r10] = r17, 0x80 - 0x70
 st8 [r14] = sp, 0x88 - 0x78
 st8 [r10] = gp
 st8 [r14] = tp
 adds r10 = 0x08, r16
 adds r14 = 0x10, r16
 adds r17 = 0x08, r11
 mov r18 = 2
 mov r19 = 1
 st8 [r10] = r18
 st8 [r14] = in1
 st8 [r17] = r19
 mov ar.k6 = in0
 mov ar.k5 = r20
 mov r8 = r2
 adds r10 = 0x58, r11
 adds r14 = 0x60, r11
 ld8 r17 = [r10], 0x68 - 0x58
 ld8 r18 = [r14], 0x70 - 0x60
 ld8 r19 = [r10], 0x78 - 0x68
 ld8 r21 = [r14], 0x80 - 0x70
 ld8 sp = [r10], 0x88 - 0x78
 ld8 gp = [r14]
 ld8 tp = [r10]
 mov ar.pfs = r17
 mov b0 = r18
 mov pr = r19, 0x1003e
 mov ar.unat = r21
 loadrs
 mov ar.rsc = ((3 << 2) | 0x3)
 .explicit
(p9) srlz.i
 ;;
 .auto
 ssm psr.i
 br.ret.sptk.many b0
ipc_copy:
 adds r10 = 0x30, r16
 adds r14 = 0x30, r11
 adds r24 = -8, r24
 ld8 r10 = [r10]
 ld8 r14 = [r14]
 mov ar.lc = r24
 adds r10 = 0x200 + 8 * 8, r10
 adds r14 = 0x200 + 8 * 8, r14

1: ld8 r17 = [r10], 8
 st8 [r14] = r17, 8
 br.cloop.sptk.few 1b
 br.cond.sptk.few ipc_copy_done
ipc_slow:
 mov rr[r0] = r3
 mov ar.bspstore = r9
 mov ar.rnat = r15
 srlz.d
 break.m 0x4c34
 .endp ipc_gate
