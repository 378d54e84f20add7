# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux 2.6.32 arch/ia64/kernel/jprobes.S, paravirtentry.S and the Xen build of ivt.S
# (__IA64_ASM_PARAVIRTUALIZED_XEN, paravirt_inst.h -> xen/inst.h) after cpp (written for this
# suite in their style): `.section .kprobes.text, "ax"`, `break.m 0x080300`, `movl` of a label
# and `br.ret.sptk.many b6` to it, `loadrs` under `mov ar.rsc=r0`; BRANCH_PROC's one-line
# `.pushsection .data..read_mostly ; ... data8 ia64_native_x ; .popsection`, `[1:]` tags, a
# `.paravirt_branches` patch list; Xen's MOV_FROM_IFA/ITIR (`movl r = XSI_BASE+off ;; ld8`),
# hyperprivops as `break 0x1..0xa` with `dv_serialize_data` (`.serialize.data`: GNU as
# writes no stop there), the IVT's `.align 32768` + `.org xen_ivt+0x400`.
# 1 "arch/ia64/kernel/jprobes.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "arch/ia64/kernel/jprobes.S"
# 48 "arch/ia64/kernel/jprobes.S"
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/asmmacro.h" 1
# 49 "arch/ia64/kernel/jprobes.S" 2
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/break.h" 1
# 50 "arch/ia64/kernel/jprobes.S" 2




 .section .kprobes.text, "ax"
.align 32; .proc jprobe_break; jprobe_break:
 break.m 0x080300
.endp jprobe_break




.global jprobe_inst_return; .align 32; .proc jprobe_inst_return; jprobe_inst_return:
 br.call.sptk.many b0=jprobe_break
.endp jprobe_inst_return

.global invalidate_stacked_regs; .align 32; .proc invalidate_stacked_regs; invalidate_stacked_regs:
 movl r16=invalidate_restore_cfm
 ;;
 mov b6=r16
 ;;
 br.ret.sptk.many b6
 ;;
invalidate_restore_cfm:
 mov r16=ar.rsc
 ;;
 mov ar.rsc=r0
 ;;
 loadrs
 ;;
 mov ar.rsc=r16
 ;;
 br.cond.sptk.many rp
.endp invalidate_stacked_regs

.global flush_register_stack; .align 32; .proc flush_register_stack; flush_register_stack:

 flushrs
 ;;
 br.ret.sptk.many rp
.endp flush_register_stack
# 1 "arch/ia64/kernel/paravirtentry.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "arch/ia64/kernel/paravirtentry.S"
# 23 "arch/ia64/kernel/paravirtentry.S"
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/asmmacro.h" 1
# 24 "arch/ia64/kernel/paravirtentry.S" 2
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/asm-offsets.h" 1
# 25 "arch/ia64/kernel/paravirtentry.S" 2
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/paravirt_privop.h" 1
# 26 "arch/ia64/kernel/paravirtentry.S" 2
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/paravirt_patch.h" 1
# 27 "arch/ia64/kernel/paravirtentry.S" 2
# 1 "arch/ia64/kernel/entry.h" 1
# 28 "arch/ia64/kernel/paravirtentry.S" 2
# 63 "arch/ia64/kernel/paravirtentry.S"
.pushsection .data..read_mostly ; .align 8 ; .global paravirt_switch_to_targ ; paravirt_switch_to_targ: ; data8 ia64_native_switch_to ; .popsection ; .global paravirt_switch_to; .align 32; .proc paravirt_switch_to; paravirt_switch_to: ; [1:] movl r22=paravirt_switch_to_targ ; ;; ; ld8 r22=[r22] ; ;; ; mov b7=r22 ; .pushsection .paravirt_branches, "a" ; data8 1b ; data8 1 ; .popsection ; br.cond.sptk.many b7 ; .endp paravirt_switch_to
.pushsection .data..read_mostly ; .align 8 ; .global paravirt_leave_syscall_targ ; paravirt_leave_syscall_targ: ; data8 ia64_native_leave_syscall ; .popsection ; .global paravirt_leave_syscall; .align 32; .proc paravirt_leave_syscall; paravirt_leave_syscall: ; .prologue; .unwabi 3, 'i'; .fframe 400+16+(0); .spillsp rp, 104+16+(0); .spillsp ar.pfs, 112+16+(0); .spillsp ar.unat, 56+16+(0); .spillsp ar.fpsr, 384+16+(0); .spillsp pr, 80+16+(0); .body ; [1:] movl r22=paravirt_leave_syscall_targ ; ;; ; ld8 r22=[r22] ; ;; ; mov b7=r22 ; .pushsection .paravirt_branches, "a" ; data8 1b ; data8 2 ; .popsection ; br.cond.sptk.many b7 ; .endp paravirt_leave_syscall
.pushsection .data..read_mostly ; .align 8 ; .global paravirt_work_processed_syscall_targ ; paravirt_work_processed_syscall_targ: ; data8 ia64_native_work_processed_syscall ; .popsection ; .global paravirt_work_processed_syscall; .align 32; .proc paravirt_work_processed_syscall; paravirt_work_processed_syscall: ; [1:] movl r2=paravirt_work_processed_syscall_targ ; ;; ; ld8 r2=[r2] ; ;; ; mov b7=r2 ; .pushsection .paravirt_branches, "a" ; data8 1b ; data8 3 ; .popsection ; br.cond.sptk.many b7 ; .endp paravirt_work_processed_syscall
.pushsection .data..read_mostly ; .align 8 ; .global paravirt_leave_kernel_targ ; paravirt_leave_kernel_targ: ; data8 ia64_native_leave_kernel ; .popsection ; .global paravirt_leave_kernel; .align 32; .proc paravirt_leave_kernel; paravirt_leave_kernel: ; .prologue; .unwabi 3, 'i'; .fframe 400+16+(0); .spillsp rp, 104+16+(0); .spillsp ar.pfs, 112+16+(0); .spillsp ar.unat, 56+16+(0); .spillsp ar.fpsr, 384+16+(0); .spillsp pr, 80+16+(0); .body ; [1:] movl r22=paravirt_leave_kernel_targ ; ;; ; ld8 r22=[r22] ; ;; ; mov b7=r22 ; .pushsection .paravirt_branches, "a" ; data8 1b ; data8 4 ; .popsection ; br.cond.sptk.many b7 ; .endp paravirt_leave_kernel
# 1 "arch/ia64/xen/xenivt.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "arch/ia64/xen/xenivt.S"
# 1 "arch/ia64/xen/../kernel/ivt.S"
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/paravirt_inst.h" 1
# 1 "/usr/src/linux-2.6.32/arch/ia64/include/asm/xen/inst.h" 1
# 2 "/usr/src/linux-2.6.32/arch/ia64/include/asm/paravirt_inst.h" 2
# 2 "arch/ia64/xen/../kernel/ivt.S" 2
# 94 "arch/ia64/xen/../kernel/ivt.S"
 .section .text..ivt,"ax"

 .align 32768
 .global xen_ivt
 .type xen_ivt,@function
xen_ivt:



 .org xen_ivt+0x0000

.align 32; .proc vhpt_miss; vhpt_miss:
 ;;
# 116 "arch/ia64/xen/../kernel/ivt.S"
 movl r16 = (((0xf100000000000000 - (1 << 16)) + (1 << 14)) + 0x970) ; ;; ; ld8 r16 = [r16]
 movl r18=14
 ;;
 shr.u r17=r16,61
 shr.u r22=r21,3
 ;;
 movl r25 = (((0xf100000000000000 - (1 << 16)) + (1 << 14)) + 0x978) ; ;; ; ld8 r25 = [r25]
 ;;
 extr.u r26=r25,2,6
 ;;
 cmp.ne p8,p0=r18,r26
 sub r27=r26,r18
 ;;
(p8) dep r25=r18,r25,2,6
(p8) shr r22=r22,r27
 ;;
 cmp.eq p6,p7=5,r17
 shr.u r18=r22,14
 ;;
 mov r8 = r25 ; break 0x1 ;;
.serialize.data
 ;;
(p6) mov r8 = r16 ; break 0x3 ; ;; ; (p6) mov r19 = r8 ; ;;
 mov r8 = 1 ; break 0xa ;;
 mov pr=r31,-1
 ;;
 mov r8 = r0 ; break 0x1 ; .serialize.data
.endp vhpt_miss

 .org xen_ivt+0x400

.align 32; .proc itlb_miss; itlb_miss:
 movl r16 = (((0xf100000000000000 - (1 << 16)) + (1 << 14)) + 0x960) ; ;; ; ld8 r16 = [r16]
 movl r31 = (((0xf100000000000000 - (1 << 16)) + (1 << 14)) + 0x9b8) ; ;; ; ld8 r31 = [r31]
 ;;
 mov r29=b0
 mov r8 = r16 ; break 0x3 ; ;; ; mov r17 = r8 ; ;;
 ;;
 ld8 r18=[r17]
 ;;
 mov b0=r29
 tbit.z p6,p0=r18,0
(p6) br.cond.spnt page_fault
 ;;
 mov r8 = r18 ; break 0x9 ;;
 ;;
 mov pr=r31,-1
 break 0x1 ; .serialize.data
.endp itlb_miss

 .org xen_ivt+0x0800
.align 32; .proc page_fault; page_fault:
 mov r8 = r0 ; break 0x5
 ;;
 mov r31=pr
 ;;
 mov r19=0x24
 br.sptk.many dispatch_to_fault_handler
.endp page_fault
