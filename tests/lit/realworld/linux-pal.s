# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# RUN: %epicsched as -x %s -o %t.o
# RUN: %ia64-as -x %s -o %t.gnu.o
# RUN: cmp %t.o %t.gnu.o
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux 2.6 arch/ia64/kernel/pal.S after cpp (written for this suite in its style; also checked
# with -x, as the kernel's gcc runs GNU as): the PAL static-call stubs, `1: {` on a braced bundle
# with `mov r8 = ip` and `adds r8 = 1f-1b,r8` (the distance to a later numeric label as an
# immediate), `mov loc4=ar.rsc` / `mov ar.rsc=0`, `mov loc3 = psr`, `rsm psr.i`, `mov psr.l`,
# `srlz.d`, `tpa`, PSR_BITS_TO_CLEAR as a `movl` of or'ed shifts, `andcm`, `movl r17 = 1f`.
# 1 "arch/ia64/kernel/pal.S"
 .text
 .global pal_entry_point
 .data
pal_entry_point:
 data8 ia64_pal_default_handler
 .text

.global ia64_pal_handler_init; .align 32; .proc ia64_pal_handler_init; ia64_pal_handler_init:
 .prologue 0x8|0x4, (32+(1))
 alloc r3=ar.pfs,1,0,0,0
 movl r2=pal_entry_point
 ;;
 st8 [r2]=in0
 br.ret.sptk.many rp
.endp ia64_pal_handler_init

.global ia64_pal_default_handler; .align 32; .proc ia64_pal_default_handler; ia64_pal_default_handler:
 mov r8=-1
 br.cond.sptk.many rp
.endp ia64_pal_default_handler

.global ia64_pal_call_static; .align 32; .proc ia64_pal_call_static; ia64_pal_call_static:
 .prologue 0x8|0x4, (32+(5))
 alloc loc1 = ar.pfs,5,5,0,0
 movl loc2 = pal_entry_point
1: {
   mov r28 = in0
   mov r29 = in1
   mov r8 = ip
 }
 ;;
 ld8 loc2 = [loc2]
 adds r8 = 1f-1b,r8
 mov loc4=ar.rsc
 ;;
 mov ar.rsc=0
 mov loc3 = psr
 mov loc0 = rp
 .body
 mov r30 = in2

 mov r31 = in3
 mov b7 = loc2

 rsm psr.i
 ;;
 mov rp = r8
 br.cond.sptk.many b7
1: mov psr.l = loc3
 mov ar.rsc = loc4
 mov ar.pfs = loc1
 mov rp = loc0
 ;;
 srlz.d
 br.ret.sptk.many b0
.endp ia64_pal_call_static

.global ia64_pal_call_phys_static; .align 32; .proc ia64_pal_call_phys_static; ia64_pal_call_phys_static:
 .prologue 0x8|0x4, (32+(4))
 alloc loc1 = ar.pfs,4,7,0,0
 movl r16 = pal_entry_point
 movl r17 = 1f
 ;;
 mov r28 = in0
 mov r29 = in1
 mov r30 = in2
 mov r31 = in3
 ld8 r16 = [r16]
 ;;
 tpa r17 = r17
 mov loc0 = rp
 .body
 ;;
 mov loc2 = psr
 mov loc3 = sp
 ;;
 mov loc4=ar.rsc
 movl loc6 = ((1 << 14) | (1 << 17) | (1 << 13) | (1 << 27) | (1 << 39) | (1 << 40) | (3 << 41) | (1 << 43) | (1 << 18) | (1 << 19))
 ;;
 andcm r16=loc2,loc6
 mov ar.rsc=0
 ;;
 mov b7 = r16
 ;;
 mov rp = r17
 br.cond.sptk.many b7
1: mov ar.rsc=0
 ;;
 mov r16=loc2
 mov loc2=r8
 ;;
 mov r8=r16
 ;;
 mov ar.rsc=loc4
 mov sp=loc3
 mov psr.l=r8
 ;;
 srlz.d
 mov r8 = loc2
 mov ar.pfs = loc1
 mov rp = loc0
 br.ret.sptk.many rp
.endp ia64_pal_call_phys_static
