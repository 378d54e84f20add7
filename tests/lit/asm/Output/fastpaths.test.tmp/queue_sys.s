 .section .text.kernel, "ax"
 .align 32
 .global sys_insque
 .proc sys_insque
sys_insque:
 alloc r16 = ar.pfs, 2, 0, 0, 0
 rsm psr.i
 ld8 r17 = [in1]
 adds r18 = 8, in0
 adds r19 = 8, r17
 cmp.eq p6, p7 = r17, in1
 st8 [in0] = r17
 st8 [r18] = in1
 st8 [r19] = in0
 st8 [in1] = in0
(p6) mov r8 = 1
(p7) mov r8 = 0
 mov r10 = r0
 ssm psr.i
 br.ret.sptk.many b0
 .endp sys_insque
 .global sys_remque
 .proc sys_remque
sys_remque:
 alloc r16 = ar.pfs, 1, 0, 0, 0
 rsm psr.i
 adds r18 = 8, in0
 ld8 r17 = [in0]
 ld8 r18 = [r18]
 cmp.eq p8, p0 = r17, in0
 cmp.eq p6, p7 = r17, r18
 adds r19 = 8, r17
(p8) mov r8 = 2
(p8) br.cond.spnt.few 1f
 st8 [r18] = r17
 st8 [r19] = r18
(p6) mov r8 = 1
(p7) mov r8 = 0
1: mov r9 = in0
 mov r10 = r0
 ssm psr.i
 br.ret.sptk.many b0
 .endp sys_remque
