# 0 "/work/main/tests/lit/kernel/context_switch.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/context_switch.S"
# 15 "/work/main/tests/lit/kernel/context_switch.S"
 .text
 .align 32
 .global switch_context
 .proc switch_context
switch_context:
 .prologue
 .save ar.pfs, r34
 alloc r34 = ar.pfs, 1, 3, 0, 0
 .body
 { .mmi
   mov r16 = ar.rsc
   adds r2 = 0x860, in0
   adds r3 = 0x20, sp ;;
 }
 { .mmi
   mov ar.rsc = 0
   flushrs
   adds r9 = 0x28, sp ;;
 }
 { .mmi
   mov r17 = ar.bspstore
   mov r18 = ar.rnat
   adds r10 = 0x30, sp ;;
 }
 { .mmi
   st8 [r3] = r17
   st8 [r9] = r18
   nop.i 0
 }
 { .mmi
   st8 [r10] = loc0
   ld8 r19 = [r2]
   mov loc1 = in0 ;;
 }
 { .mmi
   mov ar.k6 = in0
   mov sp = r19
   adds r3 = 0x20, r19 ;;
 }
 { .mmi
   ld8 r20 = [r3], 0x28 - 0x20 ;;
   ld8 r21 = [r3]
   nop.i 0 ;;
 }
 { .mmi
   mov r22 = (0 << 16) | 3
   nop.m 0
   nop.i 0 ;;
 }
 { .mmi
   mov ar.rsc = r0
   nop.m 0
   nop.i 0 ;;
 }
 { .mmi
   loadrs
   nop.m 0
   nop.i 0 ;;
 }
 { .mmi
   mov ar.bspstore = r20
   nop.m 0
   nop.i 0 ;;
 }
 { .mmi
   mov ar.rnat = r21
   mov ar.rsc = r16
   mov ar.pfs = loc0
 }
 { .mib
   nop.m 0
   nop.i 0
   br.ret.sptk.many rp ;;
 }
 .endp switch_context
