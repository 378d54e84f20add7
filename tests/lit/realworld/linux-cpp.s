# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s --known "bytes,bytes -g,bytes -mbe: a stop between a spill and mov r=ar.unat, which GNU as omits (docs/dependencies.md)" | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux arch/ia64 .S files after cpp: GLOBAL_ENTRY/END expansions, the EX() exception-table macro
# (.xdata4 "__ex_table" with 99f-. and a [99:] tag label), LOAD_PHYSICAL's [1:] tag and .xdata4 of a
# patch list, per-CPU data in .data..percpu, .rodata alignment, DO_SAVE_SWITCH_STACK-style spills
# with .mem.offset and .spillsp, and a .pred.rel.mutex before a predicated pair.
# 1 "arch/ia64/lib/copy_user_tiny.S"
# 1 "<built-in>"
# 1 "arch/ia64/lib/copy_user_tiny.S"
# 12 "arch/ia64/lib/copy_user_tiny.S"
# 1 "include/asm/asmmacro.h" 1
# 13 "arch/ia64/lib/copy_user_tiny.S" 2
 .section "__ex_table", "a"
 .previous
 .section ".data..patch.phys_stack_reg", "a"
 .previous

 .section .data..percpu,"aw",@progbits
 .align 8
 .global ia64_cpu_scratch
ia64_cpu_scratch:
 data8 0
 data8 0
 .previous

 .section .rodata
 .align 32
.Lcopy_masks:
 data8 0xff, 0xffff, 0xffffff, 0xffffffff

 .text
 .global __copy_user_tiny; .align 32; .proc __copy_user_tiny; __copy_user_tiny:
 .prologue
 .save ar.pfs, r16
 alloc r16=ar.pfs,3,0,0,0
 .save ar.lc, r17
 mov r17=ar.lc
 adds r15=-1,in2
 ;;
 .body
 mov r8=in2
 cmp.eq p6,p7=r0,in2
 ;;
 .pred.rel.mutex p6,p7
 (p7) mov ar.lc=r15
 (p6) br.ret.spnt.many rp
 ;;
1:
 .xdata4 "__ex_table", 99f-., 2f-.+4; [99:] ld1 r14=[in1],1
 ;;
 .xdata4 "__ex_table", 99f-., 2f-.+4; [99:] st1 [in0]=r14,1
 br.cloop.dptk.few 1b
 ;;
 mov r8=r0
2:
 mov ar.lc=r17
 mov ar.pfs=r16
 br.ret.sptk.many rp
 .endp __copy_user_tiny

 .global ia64_switch_sketch; .align 32; .proc ia64_switch_sketch; ia64_switch_sketch:
 .prologue
 .altrp b7
 [1:](p0)movl r16 = ia64_cpu_scratch
 .xdata4 ".data..patch.phys_stack_reg", 1b-.
 ;;
 mov r17=ar.unat
 add r2=16,r12
 add r3=24,r12
 ;;
 .savesp ar.unat, 0x10
 st8 [r2]=r17,16
 .mem.offset 0,0; st8.spill [r3]=r4,16
 ;;
 .mem.offset 8,0; st8.spill [r2]=r5,16
 .mem.offset 0,0; st8.spill [r3]=r6,16
 ;;
 .spillsp r4, 0x18
 .spillsp r5, 0x20
 .spillsp r6, 0x28
 mov r18=ar.unat
 ;;
 .body
 st8 [r2]=r18
 mov r8=ar.k6
 mov b6=r16
 [.Lret:] br.sptk.many b7
 .endp ia64_switch_sketch

 .section .data..read_mostly,"aw",@progbits
 .align 8
 .global ia64_patch_anchor
ia64_patch_anchor:
 data8 .Lret
 data8 ia64_switch_sketch
