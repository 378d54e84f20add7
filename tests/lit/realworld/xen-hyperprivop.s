# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Xen/ia64 hypervisor style (xen/arch/ia64/xen/hyperprivop.S, ivt.S, vhpt.S after cpp): the fast
# hyperprivop dispatch on cr.iim with `cmp.eq p7,p6 = HYPERPRIVOP_x, r17` chains, per-cpu state
# through `mov r = ar.k`, `movl` of `THIS_CPU()` addresses, written bundles with .mii/.mmb/.mfb
# templates, `itc.d`/`itc.i` with cr.itir/cr.ifa, `ptc.l`, `ptc.ga` under `.pred.rel "mutex"`,
# `ptr.d`, `srlz.i`/`srlz.d`, an IVT laid out with `.org ia64_ivt + 0x..` and `.align 256`,
# `.xdata8` of a dispatch table, `mov psr.l = r`, `ssm`/`rsm psr.ic|psr.i`, `.explicit` code.
	.explicit
	.section .text.ivt, "ax"
	.align 32768
	.global ia64_ivt
ia64_ivt:
	.org ia64_ivt + 0x0000
	.proc ia64_ivt_vhpt
ia64_ivt_vhpt:
{ .mii
	mov r16 = cr.ifa
	mov r31 = pr
	nop.i 0
	;;
}
{ .mib
	thash r17 = r16
	nop.i 0
	br.sptk.many fast_tlb_miss_reflect
	;;
}
	.endp ia64_ivt_vhpt
	.org ia64_ivt + 0x2c00
	.proc ia64_ivt_break
ia64_ivt_break:
{ .mii
	mov r17 = cr.iim
	mov r31 = pr
	nop.i 0
	;;
}
{ .mii
	mov r16 = ar.k6
	cmp.eq p7, p0 = r17, r0
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
(p7)	br.spnt.many fast_hyperprivop
}
{ .mib
	nop.m 0
	nop.i 0
	br.sptk.many dispatch_break_fault
	;;
}
	.endp ia64_ivt_break
	.org ia64_ivt + 0x5000
	.align 256
	.org ia64_ivt + 0x8000

	.text
	.align 32
	.global fast_hyperprivop
	.proc fast_hyperprivop
fast_hyperprivop:
{ .mlx
	mov r20 = ar.k5
	movl r18 = 0xf100000000004000
	;;
}
{ .mmi
	ld8 r18 = [r18]
	mov r21 = cr.ipsr
	cmp.eq p7, p6 = 0x1, r17
	;;
}
{ .mib
	cmp.eq p8, p0 = 0x2, r17
	extr.u r22 = r21, 44, 2
(p7)	br.sptk.many hyper_rfi
	;;
}
{ .mib
	cmp.eq p9, p0 = 0x6, r17
	nop.i 0
(p8)	br.sptk.many hyper_cover
}
{ .mib
	nop.m 0
	nop.i 0
(p9)	br.sptk.many hyper_ptc_ga
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.sptk.many dispatch_break_fault
	;;
}
	.endp fast_hyperprivop

	.proc hyper_rfi
hyper_rfi:
{ .mmi
	mov r16 = ar.k7
	mov r19 = cr.iip
	nop.i 0
	;;
}
{ .mmi
	nop.m 0
	nop.m 0
	adds r16 = 16, r16
	;;
}
{ .mmi
	ld8 r20 = [r16]
	adds r19 = 16, r19
	nop.i 0
	;;
}
{ .mmi
	mov cr.iip = r20
	mov cr.ipsr = r21
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	mov pr = r31, -1
	nop.b 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	rfi
	;;
}
	.endp hyper_rfi

	.proc hyper_cover
hyper_cover:
{ .mib
	nop.m 0
	nop.i 0
	cover
	;;
}
{ .mmi
	mov r30 = cr.ifs
	nop.m 0
	adds r17 = 16, r16
	;;
}
{ .mii
	st8 [r17] = r30
	mov pr = r31, -1
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	rfi
	;;
}
	.endp hyper_cover

	.proc hyper_ptc_ga
hyper_ptc_ga:
{ .mmi
	mov r28 = r8
	mov r27 = 14 << 2
	extr.u r29 = r9, 2, 6
	;;
}
{ .mmi
	rsm psr.ic | psr.i
	nop.m 0
	cmp.eq p6, p7 = r29, r0
	;;
}
{ .mmi
	srlz.d
	nop.m 0
	nop.i 0
	;;
}
	.pred.rel "mutex", p6, p7
{ .mmi
(p6)	ptc.l r28, r27
	nop.m 0
	nop.i 0
	;;
}
{ .mmi
(p7)	ptc.ga r28, r27
	;;
	nop.m 0
	nop.i 0
	;;
}
{ .mmi
	srlz.i
	nop.m 0
	nop.i 0
	;;
}
{ .mmi
	mov cr.itir = r27
	mov cr.ifa = r28
	nop.i 0
	;;
}
{ .mmi
	itc.d r9
	nop.m 0
	nop.i 0
	;;
}
{ .mmi
	ptr.d r28, r27
	ssm psr.ic | psr.i
	nop.i 0
	;;
}
{ .mii
	srlz.d
	mov pr = r31, -1
	nop.i 0
	;;
}
{ .mib
	nop.m 0
	nop.i 0
	rfi
	;;
}
	.endp hyper_ptc_ga

	.proc set_kr
set_kr:
{ .mmi
	mov ar.k6 = r32
	mov ar.k5 = r33
	nop.i 0
}
{ .mmi
	mov r8 = ar.k0
	mov r9 = psr
	nop.i 0
	;;
}
{ .mmi
	mov psr.l = r9
	nop.m 0
	nop.i 0
	;;
}
{ .mfb
	srlz.i
	nop.f 0
	nop.b 0
	;;
}
{ .mfb
	nop.m 0
	nop.f 0
	br.ret.sptk.many rp
	;;
}
	.endp set_kr

	.section .data.read_mostly, "aw"
	.previous
	.xdata8 ".data.read_mostly", fast_hyperprivop, hyper_rfi, hyper_cover, hyper_ptc_ga
