# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s --known "bytes,bytes -g,bytes -mbe: a stop between a spill and mov r=ar.unat, which GNU as omits (docs/dependencies.md)" | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc sysdeps/unix/sysv/linux/ia64 setjmp/__longjmp style, as cpp leaves it: line markers, ENTRY/END
# expanded (.align 32, .proc, .global NAME#), .prologue with an explicit mask, .save of ar.unat/pr/rp,
# .mem.offset before each st8.spill, .spillsp, ar.unat saved and restored around the spills, weak aliases.
# 1 "../sysdeps/unix/sysv/linux/ia64/setjmp.S"
# 1 "<built-in>"
# 1 "../sysdeps/unix/sysv/linux/ia64/setjmp.S"
# 24 "../sysdeps/unix/sysv/linux/ia64/setjmp.S"
# 1 "../sysdeps/ia64/sysdep.h" 1
# 25 "../sysdeps/unix/sysv/linux/ia64/setjmp.S" 2

 .section .rodata.str1.8,"aMS",@progbits,1
 .align 8
.Lmsg: stringz "longjmp causes uninitialized stack frame"

 .text
 .type __sigsetjmp,@function ; .global __sigsetjmp ; .align 32 ; .proc __sigsetjmp ; __sigsetjmp: ;
 .prologue 0x8|0x4, (32+(2))
 alloc loc1=ar.pfs,2,2,2,0
 mov r16=ar.unat
 ;;
 mov r17=ar.fpsr
 mov r2=in0
 add r3=8,in0
 ;;
.mem.offset 8,0; st8.spill.nta [r2]=sp,16
.mem.offset 0,0; st8.spill.nta [r3]=gp,16
 ;;
.mem.offset 8,0; st8.spill.nta [r2]=r4,16
.mem.offset 0,0; st8.spill.nta [r3]=r5,16
 and r9=0xf,in0
 ;;
.mem.offset 8,0; st8.spill.nta [r2]=r6,16
.mem.offset 0,0; st8.spill.nta [r3]=r7,16
 ;;
 cmp.ne p6,p0=0,r9
 mov.m r18=ar.unat
 mov r19=b0
 ;;
 st8.nta [r2]=r18,16
 st8.nta [r3]=r17,16
 mov r20=b1
 ;;
 stf.spill.nta [r2]=f2,32
 stf.spill.nta [r3]=f3,32
 mov r21=b2
 ;;
 stf.spill.nta [r2]=f4,32
 stf.spill.nta [r3]=f5,32
 mov r22=b3
 ;;
 stf.spill.nta [r2]=f16,32
 stf.spill.nta [r3]=f17,32
 mov r23=b4
 ;;
 st8.nta [r2]=r19,16
 st8.nta [r3]=r16,16
 mov r24=b5
 ;;
 st8.nta [r2]=r20,16
 st8.nta [r3]=r21,16
 mov r25=ar.lc
 ;;
 st8.nta [r2]=r22,16
 st8.nta [r3]=r23,16
 mov r26=pr
 ;;
 st8.nta [r2]=r24,16
 st8.nta [r3]=r25
 mov out0=in0
 mov out1=in1
 (p6) br.cond.spnt.few .Lfail
 ;;
 mov loc0=rp
 .body
 br.call.sptk.many rp=__sigjmp_save
.Lret0:
 mov.m ar.unat=r16
 mov rp=loc0
 mov ar.pfs=loc1
 mov r8=0
 br.ret.sptk.many rp
.Lfail:
 addl r14=@ltoffx(.Lmsg),gp
 ;;
 ld8.mov out0=[r14],.Lmsg
 br.call.sptk.many rp=abort#
 .endp __sigsetjmp ; .size __sigsetjmp, .-__sigsetjmp

 .type _setjmp,@function ; .global _setjmp ; .align 32 ; .proc _setjmp ; _setjmp: ;
 alloc r8=ar.pfs,2,0,0,0
 mov in1=0
 br.cond.sptk.many __sigsetjmp
 .endp _setjmp ; .size _setjmp, .-_setjmp
 .weak setjmp ; setjmp = _setjmp

# 1 "../sysdeps/unix/sysv/linux/ia64/__longjmp.S"
 .type __longjmp,@function ; .global __longjmp ; .align 32 ; .proc __longjmp ; __longjmp: ;
 alloc r8=ar.pfs,2,1,0,0
 mov r27=ar.rsc
 add r2=0x98,in0
 ;;
 ld8.nta r28=[r2],16
 add r3=0x10,in0
 and r27=~0x3,r27
 ;;
 ld8.nta r29=[r2],16
 ld8.nta r30=[r3],16
 mov ar.rsc=r27
 ;;
 invala
 loadrs
 ;;
 mov r2=in0
 add r3=8,in0
 ;;
 ld8.fill.nta r28=[r2],16
 ld8.fill.nta r29=[r3],16
 mov ar.unat=r30
 ;;
 ld8.fill.nta r4=[r2],16
 ld8.fill.nta r5=[r3],16
 ;;
 ld8.fill.nta r6=[r2],16
 ld8.fill.nta r7=[r3],16
 ;;
 ldf.fill.nta f2=[r2],32
 ldf.fill.nta f3=[r3],32
 cmp.eq p6,p0=0,in1
 ;;
 mov gp=r29
 mov sp=r28
 (p6) mov r8=1
 (p6) br.ret.dptk.few rp
 mov r8=in1
 br.ret.sptk.few rp
 .endp __longjmp ; .size __longjmp, .-__longjmp
 .section .note.GNU-stack,"",@progbits
