# 0 "/work/main/tests/lit/kernel/save_switch_stack.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/save_switch_stack.S"
# 15 "/work/main/tests/lit/kernel/save_switch_stack.S"
 .text
 .explicit
 .global save_switch_stack
 .proc save_switch_stack
save_switch_stack:
 { .mmi
   adds r2 = 0x10, sp
   adds r3 = 0x18, sp
   nop.i 0 ;;
 }
 { .mmi
   .mem.offset 0, 0; st8.spill [r2] = r4, 16
   .mem.offset 8, 0
   st8.spill [r3] = r5, 16
   nop.i 0 ;;
 }
 { .mmi
   mov r17 = ar.unat
   adds r14 = 0x30, sp
   adds r15 = 0x50, sp ;;
 }
 { .mmi
   stf.spill [r14] = f2
   st8 [r15] = r17
   nop.i 0 ;;
 }
 { .mib
   nop.m 0
   nop.i 0
   br.ret.sptk.many rp ;;
 }
 .endp save_switch_stack
