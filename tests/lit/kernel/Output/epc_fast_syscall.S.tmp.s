# 0 "/work/main/tests/lit/kernel/epc_fast_syscall.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/epc_fast_syscall.S"
# 13 "/work/main/tests/lit/kernel/epc_fast_syscall.S"
 .section .text.gate, "ax", @progbits
 .align 64
 .global __kernel_syscall_via_epc
 .proc __kernel_syscall_via_epc
__kernel_syscall_via_epc:
 .prologue
 .altrp b6
 .body
 { .mii
   mov r16 = ar.k6
   mov r11 = ar.pfs
   addl r17 = 1105, r0
 }
 { .mib
   nop.m 0
   nop.i 0
   epc ;;
 }
 { .mmi
   nop.m 0
   nop.m 0
   cmp.eq p6, p7 = r17, r15 ;;
 }
 { .mmi
 (p6) add r8 = 0x4a8, r16
 (p6) add r9 = 0x10, r16
   mov r10 = r0 ;;
 }
 { .mmi
 (p6) ld4 r8 = [r8]
 (p6) ld4 r9 = [r9]
   nop.i 0 ;;
 }
 { .mii
   nop.m 0
 (p6) and r9 = 0x3f, r9 ;;
 (p6) cmp.ne.unc p8, p0 = 0, r9
 }
 { .mib
   nop.m 0
   mov.i ar.pfs = r11
 (p7) br.cond.spnt.many slow_path ;;
 }
 { .mib
   nop.m 0
   nop.i 0
 (p8) br.cond.spnt.many slow_path
 }
 { .mib
   nop.m 0
   nop.i 0
   br.ret.sptk.many b6 ;;
 }
slow_path:
 { .mib
   mov r10 = -1
   mov r8 = 38
   br.ret.sptk.many b6 ;;
 }
 .endp __kernel_syscall_via_epc
