// paravirt --level=batch: an `rsm psr.dt` that becomes its vector's
// physical-mode entry (the vector's first instruction `nop.m 0x1c0010`,
// virt/Abi.h PhysicalEntryHint) and the cases that keep it (a crossing).
	.section .text.ivt, "ax"
	.align 32768
ivt:
// taken: control-register reads and arithmetic before it (vhpt_miss's shape)
	.proc walk
walk:
	mov r16=cr.ifa
	movl r18=14
	;;
	rsm psr.dt
	shl r21=r16,3
	;;
	srlz.d
	;;
	ld8 r17=[r21]
	;;
	rfi
	;;
	.endp walk
	.org ivt+0x400
// kept: a load before it runs with translation on
	.proc load_first
load_first:
	mov r16=cr.ifa
	;;
	ld8 r17=[r16]
	;;
	rsm psr.dt
	;;
	srlz.d
	;;
	ld8 r18=[r17]
	;;
	rfi
	;;
	.endp load_first
	.org ivt+0x800
// kept: predicated
	.proc predicated
predicated:
	cmp.eq p6,p0=r0,r0
	;;
(p6)	rsm psr.dt
	;;
	srlz.d
	;;
	rfi
	;;
	.endp predicated
	.org ivt+0xc00
// kept: the mask has another bit
	.proc two_bits
two_bits:
	rsm psr.dt|psr.i
	;;
	srlz.d
	;;
	rfi
	;;
	.endp two_bits
	.org ivt+0x1000
// kept: a label a branch names lies between the entry and the rsm
	.proc labelled
labelled:
	mov r16=cr.ifa
	;;
mid:
	rsm psr.dt
	;;
	srlz.d
	;;
	rfi
	;;
	.endp labelled
	.org ivt+0x1400
// kept: a branch before it; this vector's branch also reaches `mid`
	.proc branchy
branchy:
	cmp.eq p6,p0=r0,r0
(p6)	br.cond.spnt.many mid
	;;
	rsm psr.dt
	;;
	srlz.d
	;;
	rfi
	;;
	.endp branchy
// kept: not a vector (no .org or 32 KiB .align places it): called code
	.text
	.proc func
func:
	rsm psr.dt
	;;
	srlz.d
	;;
	br.ret.sptk.many b0
	;;
	.endp func
// kept: the code before the vector may fall into it (its last instruction
// is a predicated branch)
	.section .text.ivt2, "ax"
	.align 32768
ivt2:
	cmp.eq p6,p0=r0,r0
	;;
(p6)	br.cond.sptk.many ivt2
	;;
	.org ivt2+0x400
	.proc fallen_into
fallen_into:
	rsm psr.dt
	;;
	srlz.d
	;;
	rfi
	;;
	.endp fallen_into
