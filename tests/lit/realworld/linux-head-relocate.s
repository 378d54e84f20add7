# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# 1 "arch/ia64/kernel/relocate_kernel.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "arch/ia64/kernel/relocate_kernel.S"
# Linux arch/ia64/kernel/relocate_kernel.S, head.S and efi_stub.S after cpp (written for this
# suite in their style): `.section .kexec.text, "ax", @progbits`, `.section
# .data..read_mostly,"aw",@progbits`, `.section .data..page_aligned,"aw",@progbits` +
# `.align 16384`, `rsm psr.i | psr.ic`, `srlz.i`, `mov cr.iva`, `ptc.e` loops over `ar.lc`, `ptr.i`
# / `ptr.d` by page size `<<2`, `itr.i itr[r]`, `mov rr[r]`, `fc`/`sync.i`, `dep` + `tpa`,
# `mov cr.ipsr`/`cr.iip`/`cr.ifs` + `rfi`, ia64_switch_mode_phys's `mov r16 = ip` return
# address math, `.pred.rel "mutex"`, efi_call_phys's `br.call.sptk.many rp = ia64_switch_mode_phys`,
# and PHYSICAL/VIRTUAL address constants as `movl` of shifted cpp arithmetic.
# 23 "arch/ia64/kernel/relocate_kernel.S"
 .section .kexec.text, "ax", @progbits
 .align 32
 .global relocate_new_kernel
 .proc relocate_new_kernel
relocate_new_kernel:
 .prologue
 alloc r31=ar.pfs,4,0,0,0
 .body
.reloc_entry:
{
 rsm psr.i| psr.ic
 mov r2=ip
}
 ;;
{
 flushrs
 srlz.i
}
 ;;
 dep r2=0,r2,61,3
 movl r16 = (((1 << 13)|(1 << 17)|(1 << 35)|(1 << 36)) & ~((1 << 27)|(1 << 14)))
 ;;
 mov cr.ipsr=r16
 mov cr.iip=r2
 mov cr.ifs=r0
 ;;
 rfi
 ;;
1:
 movl r17 = 0x0
 ;;
 mov ar.rsc=0
 ;;
 mov ar.rnat=r17
 ;;
 mov r18=12
 mov r19=1
 ;;
 mov ar.lc=r18
 shl r19=r19,r18
 ;;
2:
 ptc.e r17
 add r17=r17,r19
 br.cloop.sptk.few 2b
 ;;
 srlz.i
 ;;
 mov r18=(14<<2)
 movl r16=0xa000000000000000
 ;;
 ptr.i r16,r18
 ptr.d r16,r18
 ;;
 srlz.i
 ;;
 mov r17=r0
 ;;
 mov rr[r16]=r17
 ;;
 srlz.d
 ;;
 mov r20=(24<<2)
 movl r21=0x0000000004000000 | 0x661
 ;;
 mov cr.itir=r20
 mov cr.ifa=r16
 mov r22=1
 ;;
 itr.i itr[r22]=r21
 ;;
 srlz.i
 ;;
 tpa r23=r16
 ;;
3:
 ld8 r24=[r32],8
 ;;
 tbit.z p0, p6=r24, 0
 tbit.z p0, p7=r24, 1
 tbit.z p0, p8=r24, 2
 ;;
 .pred.rel "mutex", p6, p7, p8
(p6) dep r25=0,r24,61,3
(p7) br.cond.sptk.few .done
(p8) br.cond.sptk.few 3b
 ;;
 fc r25
 ;;
 sync.i
 ;;
 srlz.i
 br.cond.sptk.few 3b
 ;;
.done:
 mov b6=r33
 br.sptk.few b6
 .endp relocate_new_kernel
 .global relocate_new_kernel_size
relocate_new_kernel_size:
 data8 .done - relocate_new_kernel

# 1 "arch/ia64/kernel/head.S"
# 60 "arch/ia64/kernel/head.S"
 .section .data..read_mostly, "aw", @progbits
 .align 8
 .global ia64_boot_param
ia64_boot_param:
 data8 0
 .global ia64_cpu_to_sapicid
ia64_cpu_to_sapicid:
 data4 0, 0, 0, 0

 .section .data..page_aligned, "aw", @progbits
 .align 16384
 .global empty_zero_page
empty_zero_page:
 .skip 16384

 .text
 .align 32
 .global ia64_switch_mode_phys
 .proc ia64_switch_mode_phys
ia64_switch_mode_phys:
 {
 rsm psr.i | psr.ic
 mov r15=ip
 }
 ;;
 {
 flushrs
 mov r14=rp
 }
 movl r16=((1 << 35) | (1 << 36) | (1 << 13) | (1 << 17))
 ;;
 mov r19=ar.bsp
 ;;
 dep r14=0,r14,61,3
 dep r19=0,r19,61,3
 dep sp=0,sp,61,3
 ;;
 mov cr.ipsr=r16
 mov cr.ifs=r0
 adds r17=1f-ia64_switch_mode_phys,r15
 ;;
 dep r17=0,r17,61,3
 mov ar.rsc=0
 ;;
 mov ar.bspstore=r19
 mov cr.iip=r17
 ;;
 srlz.i
 ;;
 mov rp=r14
 rfi
 ;;
1: mov ar.rsc=r0
 br.ret.sptk.many rp
 .endp ia64_switch_mode_phys

# 1 "arch/ia64/kernel/efi_stub.S"
# 45 "arch/ia64/kernel/efi_stub.S"
 .text
 .align 32
 .global efi_call_phys
 .proc efi_call_phys
efi_call_phys:
 .prologue 0x8|0x4, (32+(5))
 alloc loc1=ar.pfs,8,7,7,0
 ld8 r2=[in0],8
 mov loc0=rp
 .body
 ;;
 ld8 gp=[in0]
 mov loc2=gp
 mov loc3=psr
 ;;
 mov out0=in1
 mov out1=in2
 movl r16=(1 << 14) | (1 << 13) | (1 << 17)
 mov out2=in3
 mov out3=in4
 mov out5=in6
 mov out4=in5
 ;;
 andcm r16=loc3,r16
 ;;
 mov b6=r2
 ;;
 rsm psr.i | psr.ic
 ;;
 srlz.d
 ;;
 br.call.sptk.many b6=b6
 ;;
 mov gp=loc2
 mov psr.l=loc3
 mov rp=loc0
 ;;
 srlz.d
 mov ar.pfs=loc1
 br.ret.sptk.many rp
 .endp efi_call_phys
