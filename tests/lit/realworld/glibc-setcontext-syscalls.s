# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc 2.11-2.17 sysdeps/unix/sysv/linux/ia64 setcontext.S, syscall-template.S and
# sysdeps/ia64/crti.S after cpp (written for this suite in their style): ENTRY/END on one line,
# ucontext_i.h offsets left as cpp's arithmetic, the rt_sigprocmask syscall (`break 0x100000`),
# `invala`, `flushrs`, `loadrs` under `mov.m ar.rsc=0`, `mov.m ar.bspstore`/`ar.rnat`,
# `ldf.fill`/`ld8.fill` with `mov.m ar.unat`, `mov pr=r20,-1`; the DO_CALL through the vDSO
# entry (`adds r2 = -8, r13;; ld8 r2 = [r2]; .save ar.pfs, r11 ... br.call.sptk.many b6 = b7;;
# .restore sp; mov ar.pfs = r11; .prologue; .body`, a second region with no frame), the
# break-based PSEUDO, libc_hidden_def's `.globl __GI_x; .hidden __GI_x; __GI_x = x` and `.set`,
# weak_alias's `.weak x ; x = __x`, crti's `_init`/`_fini` in `.init`/`.fini` with `.vframe`
# and a weak `__gmon_start__#` called through `@ltoff(@fptr())`.
# 1 "../sysdeps/unix/sysv/linux/ia64/setcontext.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "../sysdeps/unix/sysv/linux/ia64/setcontext.S"
# 20 "../sysdeps/unix/sysv/linux/ia64/setcontext.S"
# 1 "../sysdeps/unix/sysv/linux/ia64/sysdep.h" 1
# 21 "../sysdeps/unix/sysv/linux/ia64/setcontext.S" 2
# 1 "../sysdeps/unix/sysv/linux/ia64/rse.h" 1
# 22 "../sysdeps/unix/sysv/linux/ia64/setcontext.S" 2

# 1 "ucontext_i.h" 1
# 24 "../sysdeps/unix/sysv/linux/ia64/setcontext.S" 2
# 34 "../sysdeps/unix/sysv/linux/ia64/setcontext.S"
.text ; .type __setcontext,@function ; .global __setcontext ; .align 32 ; .proc __setcontext ; __setcontext: ;
 .prologue
 alloc r16=ar.pfs,1,0,4,0



 mov r2=((64 +(128))+(0*8))
 mov r15=1239
 ;;
 mov out0=2
 add out1=r2,in0
 mov out2=0
 mov out3=8

 break 0x100000
 add r2=8,r32

 add r3=(((64 +(128))+(24*8))+(19*8)),r32
 add r16=((64 +(128))+(24*8)),r32
 ;;
 ld8 r3=[r3]
 mov.m r2=ar.rsc
 ;;
 mov.m ar.rsc=0
 add r16=(((64 +(128))+(24*8))+(16*8)),r32
 add r17=(((64 +(128))+(24*8))+(17*8)),r32
 ;;
 ld8 r16=[r16]
 ld8 r17=[r17]
 invala
 ;;
 flushrs
 ;;
 loadrs
 ;;
 mov.m ar.bspstore=r16
 ;;
 mov.m ar.rnat=r17
 mov.m ar.rsc=r2

 add r2=((64 +(128))+(32*8)+(2*16)),r32
 add r3=((64 +(128))+(32*8)+(3*16)),r32
 ;;
 ldf.fill f2=[r2],32
 ldf.fill f3=[r3],32
 ;;
 ldf.fill f4=[r2],32
 ldf.fill f5=[r3],32
 ;;
 ldf.fill f16=[r2],32
 ldf.fill f17=[r3],32
 ;;
 ldf.fill f18=[r2],32
 ldf.fill f19=[r3],32
 ;;
 add r2=(((64 +(128))+(24*8))+(0*8)),r32
 add r3=(((64 +(128))+(24*8))+(1*8)),r32
 ;;
 ld8 r16=[r2],16
 ld8 r17=[r3],16
 ;;
 ld8 r18=[r2],16
 ld8 r19=[r3],16
 mov b0=r16
 ;;
 ld8 r20=[r2],16
 ld8 r21=[r3],16
 mov b1=r17
 ;;
 ld8 r22=[r2],16
 ld8 r23=[r3],16
 mov b2=r18
 mov b3=r19
 ;;
 mov b4=r20
 mov b5=r21
 add r2=(((64 +(128))+(24*8))+(20*8)),r32
 add r3=(((64 +(128))+(24*8))+(21*8)),r32
 ;;
 ld8 r16=[r2],16
 ld8 r17=[r3],16
 ;;
 ld8 r18=[r2]
 ld8 r19=[r3]
 mov.i ar.pfs=r16
 ;;
 mov.i ar.lc=r17
 mov.m ar.fpsr=r18
 mov.i ar.ec=r22
 add r2=(((64 +(128))+(24*8))+(9*8)),r32
 ;;
 ld8 r20=[r2]
 add r3=((64 +(128))+(1*8)+(1*8)),r32
 add r2=(((64 +(128))+(24*8))+(22*8)),r32
 ;;
 ld8 r16=[r2]
 ;;
 mov.m ar.unat=r16
 ;;
 ld8.fill r1=[r3],8
 ;;
 ld8.fill r4=[r3],8
 ;;
 ld8.fill r5=[r3],8
 ;;
 ld8.fill r6=[r3],8
 ;;
 ld8.fill r7=[r3],8
 ;;
 mov pr=r20,-1
 add r3=((64 +(128))+(12*8)),r32
 ;;
 ld8.fill r12=[r3],8
 ;;
 ld8.fill r13=[r3]
 mov r8=0
 br.ret.sptk.many b0
.endp __setcontext ; .size __setcontext, .-__setcontext
.weak setcontext ; setcontext = __setcontext

# 1 "../sysdeps/unix/sysv/linux/ia64/syscall-template.S"
# 1 "<built-in>"
# 1 "../sysdeps/unix/sysv/linux/ia64/syscall-template.S"
# 81 "../sysdeps/unix/syscall-template.S"
.text; .align 32; .proc __getpid; .global __getpid; __getpid: .prologue; adds r2 = -8, r13;; ld8 r2 = [r2]; .save ar.pfs, r11; mov r11 = ar.pfs;; .body; mov r15 = 1041; mov b7 = r2; br.call.sptk.many b6 = b7;; .restore sp; mov ar.pfs = r11; .prologue; .body; cmp.eq p6,p0=-1,r10; (p6) br.cond.spnt.few __syscall_error;
 br.ret.sptk.few b0
.endp __getpid;
.globl __GI___getpid; .hidden __GI___getpid; __GI___getpid = __getpid
.weak getpid ; getpid = __getpid

.text; .align 32; .proc __kill; .global __kill; __kill: .prologue; .body; mov r15 = 1053; break 0x100000; cmp.eq p6,p0=-1,r10; (p6) br.cond.spnt.few __syscall_error;
 br.ret.sptk.few b0
.endp __kill;
.globl __GI___kill; .hidden __GI___kill; .set __GI___kill, __kill
.weak kill ; kill = __kill

.text; .align 32; .proc __sched_yield; .global __sched_yield; __sched_yield: .prologue; .body; mov r15 = 1232; break 0x100000;
 br.ret.sptk.few b0
.endp __sched_yield;
.weak sched_yield ; sched_yield = __sched_yield
# 1 "../sysdeps/ia64/crti.S"
# 1 "<built-in>"
# 1 "../sysdeps/ia64/crti.S"
# 50 "../sysdeps/ia64/crti.S"
 .weak __gmon_start__#

 .section .init,"ax",@progbits
 .global _init#
 .type _init#, @function
 .proc _init#
_init:
 .prologue
 .save ar.pfs, r34
 alloc r34 = ar.pfs, 0, 3, 0, 0
 .vframe r32
 mov r32 = r12
 .save rp, r33
 mov r33 = b0
 .body
 adds r12 = -16, r12
 ;;
 addl r14 = @ltoff(@fptr(__gmon_start__#)), gp
 ;;
 ld8 r15 = [r14]
 ;;
 cmp.eq p6, p7 = 0, r15
 (p7) br.call.sptk.many b0 = __gmon_start__#
 ;;
 .endp _init#

 .section .fini,"ax",@progbits
 .global _fini#
 .type _fini#, @function
 .proc _fini#
_fini:
 .prologue
 .save ar.pfs, r34
 alloc r34 = ar.pfs, 0, 3, 0, 0
 .vframe r32
 mov r32 = r12
 .save rp, r33
 mov r33 = b0
 .body
 adds r12 = -16, r12
 ;;
 .endp _fini#
