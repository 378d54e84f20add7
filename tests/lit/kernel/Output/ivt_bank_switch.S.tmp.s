# 0 "/work/main/tests/lit/kernel/ivt_bank_switch.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/ivt_bank_switch.S"
# 14 "/work/main/tests/lit/kernel/ivt_bank_switch.S"
 .section .text.ivt, "ax"
 .align 1024
 .global ivt_dtlb_miss_entry
ivt_dtlb_miss_entry:
 { .mii
   mov r16 = cr.ifa
   mov r29 = b0
   mov r31 = pr
 }
 { .mmi
   mov r17 = cr.ipsr
   mov r18 = cr.iip
   nop.i 0 ;;
 }
 { .mmi
   mov r19 = cr.ifs
   mov r20 = ar.k6
   tbit.z p6, p7 = r17, 32 ;;
 }
 { .mii
   mov r21 = ar.rsc
   mov r22 = ar.pfs
 (p7) mov r1 = r12 ;;
 }
 { .mmi
   mov ar.rsc = 0
   nop.m 0
 (p7) addl r25 = 0x8000 - 400, r0 ;;
 }
 { .mmi
   mov r23 = ar.bspstore
   mov r24 = ar.rnat
 (p7) add r12 = r25, r20 ;;
 }
 { .mmi
   adds r2 = 16, r12
   adds r3 = 24, r12
   nop.i 0 ;;
 }
 { .mmi
   st8 [r2] = r17, 16
   st8 [r3] = r18, 16
   nop.i 0 ;;
 }
 { .mmi
   st8 [r2] = r19, 16
   st8 [r3] = r21, 16
   nop.i 0 ;;
 }
 { .mmi
   st8 [r2] = r22
   st8 [r3] = r31
   nop.i 0 ;;
 }
 { .mib
   nop.m 0
   nop.i 0
   bsw.1 ;;
 }
 { .mmi
   ssm psr.ic | 0x4000
   nop.m 0
   nop.i 0 ;;
 }
 { .mii
   srlz.d
   mov b0 = r29
   mov pr = r31, -1 ;;
 }
 { .mib
   nop.m 0
   nop.i 0
   br.sptk.many b0 ;;
 }
