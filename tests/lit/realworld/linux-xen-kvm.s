# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux arch/ia64/xen (hypercall.S, xenivt.S via paravirt_inst.h) and arch/ia64/kvm (vmm_ivt.S,
# optvfault.S, trampoline.S) after cpp: hyperprivops as `break HYPERPRIVOP_x` (0x1..0x1f), the
# __HCALL hypercall stub with `break 0x1000` and r2 as the number, XEN_* register reads from the
# shared-info mapping (`movl r = XSI_BASE + off ;; ld8`), paravirt patch-site records pushed with
# `.pushsection .paravirt_bundles, "a"` / `.popsection` holding `data8 1b, 2f` + `data8 type`,
# kvm's `mov r = ar.k`-addressed VPD reads with extr.u/dep/shladd, a jump table of `data8 @pcrel`
# reached through `mov r = ip`, `.section .text.vmm`/`.data.vmm` and `.align 32` entries.
	.text
	.align 32
	.global xen_get_psr
	.proc xen_get_psr
xen_get_psr:
	.regstk 0, 0, 0, 0
1:	break 0x9
	;;
2:	br.ret.sptk.many rp
	;;
	.endp xen_get_psr
	.pushsection .paravirt_bundles, "a"
	.align 8
	data8 1b, 2b
	data8 0x101
	.popsection

	.align 32
	.global xen_set_itm_with_offset
	.proc xen_set_itm_with_offset
xen_set_itm_with_offset:
	.regstk 1, 0, 0, 0
	movl r2 = 0xf100000000040000 + 0x170
	;;
	ld8 r3 = [r2]
	;;
	sub r8 = r32, r3
	;;
	break 0x1e
	;;
	br.ret.sptk.many rp
	;;
	.endp xen_set_itm_with_offset

	.align 32
	.global HYPERVISOR_event_channel_op
	.proc HYPERVISOR_event_channel_op
HYPERVISOR_event_channel_op:
	.regstk 2, 0, 0, 0
	mov r2 = 32
	mov r14 = r32
	mov r15 = r33
	;;
	break 0x1000
	;;
	br.ret.sptk.many rp
	;;
	.endp HYPERVISOR_event_channel_op

	.align 32
	.global xen_rsm_psr_dt
	.proc xen_rsm_psr_dt
xen_rsm_psr_dt:
	.regstk 0, 0, 0, 0
	movl r8 = 0xf100000000040000 + 0x1d0
	mov r9 = 1
	;;
	st4 [r8] = r9
	break 0x4
	;;
	br.ret.sptk.many rp
	;;
	.endp xen_rsm_psr_dt

	.section .text.vmm, "ax"
	.align 32
	.global kvm_asm_mov_from_ar
	.proc kvm_asm_mov_from_ar
kvm_asm_mov_from_ar:
	mov r21 = ar.k4
	extr.u r26 = r25, 6, 7
	mov r19 = ip
	;;
	add r27 = 0x180, r21
	shladd r17 = r26, 3, r0
	;;
	ld8 r20 = [r27]
	add r18 = r17, r19
	mov r24 = b0
	;;
	dep r20 = 0, r20, 0, 12
	addl r30 = @pcrel(.Lkvm_tab), r0
	;;
	mov r31 = pr
	br.many b0
	;;
	.endp kvm_asm_mov_from_ar

	.align 32
	.global kvm_vps_sync_read
	.proc kvm_vps_sync_read
kvm_vps_sync_read:
	movl r29 = 0x1000
	mov r28 = ar.k4
	;;
	add r29 = r29, r28
	adds r25 = 8, r28
	;;
	ld8 r26 = [r25]
	mov b0 = r29
	br.sptk.many b0
	;;
	.endp kvm_vps_sync_read

	.section .data.vmm, "aw"
	.align 8
.Lkvm_tab:
	data8 @pcrel(kvm_asm_mov_from_ar)
	data8 @pcrel(kvm_vps_sync_read)
	.size .Lkvm_tab, . - .Lkvm_tab
