# 0 "/work/main/tests/lit/kernel/syscall_exit.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/syscall_exit.S"
# 12 "/work/main/tests/lit/kernel/syscall_exit.S"
 .text
 .explicit
 .global syscall_exit
 .proc syscall_exit
syscall_exit:
 { .mmi
   adds r2 = 16, r13
   mov r9 = -4095
   nop.i 0 ;;
 }
 { .mmi
   ld4 r3 = [r2]
   nop.m 0
   cmp.leu p6, p7 = r9, r8 ;;
 }
 .pred.rel "mutex", p6, p7
 { .mmi
 (p6) sub r8 = r0, r8
 (p6) mov r10 = -1
 (p7) mov r10 = r0 ;;
 }
 { .mii
   nop.m 0
   tbit.nz p8, p0 = r3, 1
   tbit.nz p9, p0 = r3, 2 ;;
 }
 { .mib
   nop.m 0
   mov b6 = r14
 (p8) br.cond.spnt.many handle_signal ;;
 }
 { .mib
   nop.m 0
   nop.i 0
 (p9) br.cond.spnt.many do_schedule
 }
 { .mib
   nop.m 0
   nop.i 0
   br.sptk.many b6 ;;
 }
handle_signal:
do_schedule:
 { .mib
   nop.m 0
   nop.i 0
   br.ret.sptk.many rp ;;
 }
 .endp syscall_exit
