# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux 2.6.2x arch/ia64/ia32/ia32_entry.S after cpp (written for this suite in its style):
# ENTRY/GLOBAL_ENTRY on one line, `.prologue 0x8|0x4, (32+(3))`, DO_SAVE_SWITCH_STACK expanded
# (`movl r28=1f; ;; .fframe 560; ... mov.ret.sptk b7=r28,1f;` thirty-odd `.savesp`/`.spillsp`
# records incl. `@priunat`, `br.cond.sptk.many save_switch_stack; 1:`), PT_REGS_UNWIND_INFO
# (`.unwabi 3, 'i'`, `.fframe 400+16+(0)`), `.ret0:`-style labels, a braced bundle in default
# mode, `st8.spill` of r8, `.restore sp`, the ia32 syscall table with `.rept` and
# `.org table + 8*324`.
# 1 "arch/ia64/ia32/ia32_entry.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "./include/linux/autoconf.h" 1
# 1 "<command-line>" 2
# 1 "arch/ia64/ia32/ia32_entry.S"
# 1 "include/asm/asmmacro.h" 1
# 2 "arch/ia64/ia32/ia32_entry.S" 2
# 1 "include/asm/ia32.h" 1
# 3 "arch/ia64/ia32/ia32_entry.S" 2
# 1 "include/asm/asm-offsets.h" 1
# 4 "arch/ia64/ia32/ia32_entry.S" 2
# 1 "include/asm/signal.h" 1
# 5 "arch/ia64/ia32/ia32_entry.S" 2
# 1 "include/asm/thread_info.h" 1
# 6 "arch/ia64/ia32/ia32_entry.S" 2

# 1 "arch/ia64/ia32/../kernel/minstate.h" 1
# 1 "include/asm/cache.h" 1
# 2 "arch/ia64/ia32/../kernel/minstate.h" 2
# 8 "arch/ia64/ia32/ia32_entry.S" 2






.align 32; .proc ia32_execve; ia32_execve:
 .prologue 0x8|0x4, (32+(3))
 alloc loc1=ar.pfs,3,2,4,0
 mov loc0=rp
 .body
 zxt4 out0=in0
 ;;
 zxt4 out1=in1
 zxt4 out2=in2
 add out3=16,sp
 br.call.sptk.few rp=sys32_execve
1: cmp.ge p6,p0=r8,r0
 mov ar.pfs=loc1
 ;;
(p6) mov ar.pfs=r0
 sxt4 r8=r8
 mov rp=loc0
 br.ret.sptk.few rp
.endp ia32_execve

.align 32; .proc ia32_clone; ia32_clone:
 .prologue 0x8|0x4, (32+(5))
 alloc r16=ar.pfs,5,2,6,0
 movl r28=1f; ;; .fframe 560; adds sp=-560,sp; mov.ret.sptk b7=r28,1f; .savesp ar.unat,0+16+(0); .savesp ar.fpsr,8+16+(0); .spillsp f2,16+16+(0); .spillsp f3,32+16+(0); .spillsp f4,48+16+(0); .spillsp f5,64+16+(0); .spillsp f16,176+16+(0); .spillsp f17,192+16+(0); .spillsp f18,208+16+(0); .spillsp f19,224+16+(0); .spillsp f20,240+16+(0); .spillsp f21,256+16+(0); .spillsp f22,272+16+(0); .spillsp f23,288+16+(0); .spillsp f24,304+16+(0); .spillsp f25,320+16+(0); .spillsp f26,336+16+(0); .spillsp f27,352+16+(0); .spillsp f28,368+16+(0); .spillsp f29,384+16+(0); .spillsp f30,400+16+(0); .spillsp f31,416+16+(0); .spillsp r4,432+16+(0); .spillsp r5,440+16+(0); .spillsp r6,448+16+(0); .spillsp r7,456+16+(0); .spillsp b0,464+16+(0); .spillsp b1,472+16+(0); .spillsp b2,480+16+(0); .spillsp b3,488+16+(0); .spillsp b4,496+16+(0); .spillsp b5,504+16+(0); .spillsp ar.pfs,512+16+(0); .spillsp ar.lc,520+16+(0); .spillsp @priunat,528+16+(0); .spillsp ar.rnat,536+16+(0); .spillsp ar.bspstore,544+16+(0); .spillsp pr,552+16+(0); br.cond.sptk.many save_switch_stack; 1:
 mov loc0=rp
 mov loc1=r16
 .body
 zxt4 out1=in1
 mov out3=16
 adds out2=560+16,sp
 mov out0=in0
 zxt4 out4=in2
 zxt4 out5=in4
 br.call.sptk.many rp=do_fork
.ret0: .restore sp
 adds sp=560,sp
 mov ar.pfs=loc1
 mov rp=loc0
 br.ret.sptk.many rp
.endp ia32_clone

.global ia32_ret_from_clone; .align 32; .proc ia32_ret_from_clone; ia32_ret_from_clone:
 .prologue; .unwabi 3, 'i'; .fframe 400+16+(0); .spillsp rp, 104+16+(0); .spillsp ar.pfs, 112+16+(0); .spillsp ar.unat, 56+16+(0); .spillsp ar.fpsr, 384+16+(0); .spillsp pr, 80+16+(0); .body
{




 nop.m 0
 nop.i 0





 br.call.sptk.many rp=ia64_invoke_schedule_tail
}
.ret1:
 adds r2=(8+16)+3744,r13
 ;;
 ld4 r2=[r2]
 ;;
 mov r8=0
 and r2=((1 << 3)|(1 << 4)|(1 << 5)),r2
 ;;
 cmp.ne p6,p0=r2,r0
(p6) br.cond.spnt .ia32_strace_check_retval
 ;;
.endp ia32_ret_from_clone

.global ia32_ret_from_syscall; .align 32; .proc ia32_ret_from_syscall; ia32_ret_from_syscall:
 .prologue; .unwabi 3, 'i'; .fframe 400+16+(0); .spillsp rp, 104+16+(0); .spillsp ar.pfs, 112+16+(0); .spillsp ar.unat, 56+16+(0); .spillsp ar.fpsr, 384+16+(0); .spillsp pr, 80+16+(0); .body

 cmp.ge p6,p7=r8,r0
 adds r2=16+16,sp
 ;;
 alloc r3=ar.pfs,0,0,0,0
 st8 [r2]=r8
 br.cond.sptk.many ia64_leave_kernel
.endp ia32_ret_from_syscall
# 135 "arch/ia64/ia32/ia32_entry.S"
.global ia32_trace_syscall; .align 32; .proc ia32_trace_syscall; ia32_trace_syscall:
 .prologue; .unwabi 3, 'i'; .fframe 400+16+(0); .spillsp rp, 104+16+(0); .spillsp ar.pfs, 112+16+(0); .spillsp ar.unat, 56+16+(0); .spillsp ar.fpsr, 384+16+(0); .spillsp pr, 80+16+(0); .body
 mov r3=-38
 adds r2=16+16,sp
 ;;
 st8 [r2]=r3
 br.call.sptk.few rp=syscall_trace_enter
 cmp.lt p6,p0=r8,r0
 adds r2=16+16,sp
 ;;
(p6) st8.spill [r2]=r8
(p6) br.spnt.few .ret4
.ret2:
 adds r2=24+16,sp
 adds r3=128+16,sp
 mov r15=324
 ;;
 ld4 r8=[r14]
 ld8 r32=[r2],8
 ld8 r33=[r3],8
 ;;
 ld8 r34=[r2],8
 ld8 r35=[r3],8
 cmp.ltu p6,p0=r8,r15
 ;;
 ld8 r36=[r2]
 ld8 r37=[r3]
(p6) shladd r16=r8,3,r16
 ;;
(p6) ld8 r16=[r16]
 ;;
 mov b6=r16
 br.call.sptk.few rp=b6
.ia32_strace_check_retval:
 cmp.lt p6,p0=r8,r0
 adds r2=16+16,sp
 ;;
 st8.spill [r2]=r8
 br.call.sptk.few rp=syscall_trace_leave
.ret4: alloc r2=ar.pfs,0,0,0,0
 br.cond.sptk.many ia64_leave_kernel
.endp ia32_trace_syscall

.global sys32_vfork; .align 32; .proc sys32_vfork; sys32_vfork:
 alloc r16=ar.pfs,2,2,6,0;;
 mov out0=(0x00004000 | 0x00000100 | 17)
 mov out3=16
 adds out2=16,sp
 zxt4 out1=in1
 br.cond.sptk.few .fork1
.endp sys32_vfork

.global sys32_fork; .align 32; .proc sys32_fork; sys32_fork:
 .prologue 0x8|0x4, (32+(2))
 alloc r16=ar.pfs,2,2,6,0
 mov out0=17
 mov out3=16
 adds out2=16,sp
 ;;
.fork1:
 mov out1=0
 movl r28=1f; ;; .fframe 560; adds sp=-560,sp; mov.ret.sptk b7=r28,1f; .savesp ar.unat,0+16+(0); .savesp ar.fpsr,8+16+(0); .spillsp f2,16+16+(0); .spillsp f3,32+16+(0); .spillsp f4,48+16+(0); .spillsp f5,64+16+(0); .spillsp f16,176+16+(0); .spillsp f17,192+16+(0); .spillsp f18,208+16+(0); .spillsp f19,224+16+(0); .spillsp f20,240+16+(0); .spillsp f21,256+16+(0); .spillsp f22,272+16+(0); .spillsp f23,288+16+(0); .spillsp f24,304+16+(0); .spillsp f25,320+16+(0); .spillsp f26,336+16+(0); .spillsp f27,352+16+(0); .spillsp f28,368+16+(0); .spillsp f29,384+16+(0); .spillsp f30,400+16+(0); .spillsp f31,416+16+(0); .spillsp r4,432+16+(0); .spillsp r5,440+16+(0); .spillsp r6,448+16+(0); .spillsp r7,456+16+(0); .spillsp b0,464+16+(0); .spillsp b1,472+16+(0); .spillsp b2,480+16+(0); .spillsp b3,488+16+(0); .spillsp b4,496+16+(0); .spillsp b5,504+16+(0); .spillsp ar.pfs,512+16+(0); .spillsp ar.lc,520+16+(0); .spillsp @priunat,528+16+(0); .spillsp ar.rnat,536+16+(0); .spillsp ar.bspstore,544+16+(0); .spillsp pr,552+16+(0); br.cond.sptk.many save_switch_stack; 1:
 mov loc0=rp
 mov loc1=r16
 .body
 mov out4=0
 mov out5=0
 br.call.sptk.few rp=do_fork
.ret5: .restore sp
 adds sp=560,sp
 mov ar.pfs=loc1
 mov rp=loc0
 br.ret.sptk.many rp
.endp sys32_fork

 .section .rodata
 .align 8
 .globl ia32_syscall_table
ia32_syscall_table:
 data8 sys_ni_syscall
 data8 sys_exit
 data8 sys_fork
 data8 sys_read
 data8 sys_write
 data8 sys32_open
 data8 sys_close
 data8 sys32_waitpid
 data8 sys_creat
 data8 sys_link
 data8 sys_unlink
 data8 ia32_execve
 data8 sys_chdir
 data8 compat_sys_time
 data8 sys_mknod
 data8 sys_chmod
 data8 sys_lchown
 data8 sys_ni_syscall
 data8 sys_ni_syscall
 data8 sys32_lseek
 data8 sys_getpid

 .rept 3
 data8 sys_ni_syscall
 .endr


 .org ia32_syscall_table + 8*324

 .align 8
 .globl ia32_syscall_table_end
ia32_syscall_table_end:
