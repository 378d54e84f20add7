// Explicit bundles are encoded exactly as written: our .text and .data
// bytes equal GNU as -xexplicit's, and so do the relocations (offsets too).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text .data | FileCheck %s
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=REL
// CHECK: .text: 368 bytes identical
// CHECK: .data: 24 bytes identical
// REL: 7 relocations identical
	.explicit
	.text
	.global entry
	.proc entry
entry:
{ .mii
	alloc r35 = ar.pfs, 2, 2, 1, 0
	adds r8 = -8192, r12
	mov r34 = b0 ;;
}
{ .mmi
	ld8 r9 = [r8], 8 ;;
	st8 [r8] = r9, -16
	shl r10 = r9, 3
}
{ .mlx
	nop.m 0
	movl r11 = 0xfedcba9876543210 ;;
}
{ .mmi
	addl r14 = @gprel(var), gp
	addl r15 = @ltoff(var), gp
	cmp.eq p6, p7 = r9, r10 ;;
}
{ .mib
	(p6) ld4.acq r16 = [r14]
	(p7) extr.u r17 = r16, 4, 12
	(p6) br.cond.dptk.few .Lout ;;
}
{ .mmi
	mov r18 = ar.k7
	mov r19 = cr.ipsr
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	dep r20 = r17, r18, 8, 16
	nop.i 0 ;;
}
{ .mib
	rsm 0x6000
	tbit.z p8, p9 = r20, 63
	br.call.sptk.many b0 = helper ;;
}
{ .mmi
	mov rr[r0] = r9 ;;
	srlz.d
	nop.i 0 ;;
}
.Lout:
{ .mfi
	ld8.s r21 = [r15]
	fma.s1 f8 = f9, f10, f11
	nop.i 0x1234 ;;
}
{ .mlx
	nop.m 0
	brl.call.sptk.many b0 = helper ;;
}
{ .mmb
	ssm 0x4000
	chk.a.clr r21, .Lout
	br.ret.sptk.many b0 ;;
}
{ .bbb
	break.b 0x1ffff
	nop.b 0
	br.cond.sptk.many .Lout
}
{ .mfb
	mov r2 = 0
	nop.f 0
	nop.b 0 ;;
}
{ .mmf
	ld8 r3 = [r2]
	st8.rel [r2] = r4
	fadd.d f12 = f13, f14 ;;
}
{ .mii
	mov.m ar.ccv = r2
	mov.i ar.lc = r3
	mov pr = r2, -1 ;;
}
{ .mii
	nop.m 0
	mov r4 = ip ;;
	sxt4 r5 = r4 ;;
}
{ .mii
	nop.m 0
	czx1.r r6 = r5
	nop.i 0 ;;
}
{ .mmi
	fc r6
	nop.m 0
	nop.i 0 ;;
}
{ .mbb
	nop.m 0
	epc
	cover ;;
}
{ .mib
	nop.m 0
	nop.i 0
	rfi ;;
}
{ .mmi
	probe.r r8 = r9, r10
	tpa r11 = r12
	nop.i 0 ;;
}
{ .mmi
	itc.d r7 ;;
	nop.m 0
	nop.i 0 ;;
}
	.endp entry
	.data
	.align 8
var:	data8 entry
	data8 @fptr(entry)
	data4 @secrel(var)
	data4 -1
