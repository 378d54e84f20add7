# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# gnu-efi crt0-efi-ia64.S and elilo's ia64 start code style: `_start` with `.proc`, `alloc` of
# ImageHandle/SystemTable, `movl out0 = @gprel(ImageBase)` and `@gprel(_DYNAMIC)` added to gp for
# the self-relocation call, `.psr abi64` / `.psr lsb` / `.lsb`, a plabel in .data written as
# `data8 _start` + `data8 __gp` (what the PE loader calls), `data8 @fptr(efi_main)`, the dummy
# `.section .reloc, "a"` block (data4 page, data4 size, data2 entry) that makes the loader accept a
# relocatable image, `@ltoff(@fptr())` for a callback, elilo's `start_kernel` that turns off
# interrupts/ic with `rsm`, pins the kernel with `itr.i`/`itr.d` and jumps with `br.sptk b6`.
	.psr abi64
	.psr lsb
	.lsb

	.text
	.align 16
	.global _start
	.proc _start
_start:
	alloc loc0 = ar.pfs, 2, 2, 2, 0
	mov loc1 = rp
	movl out0 = @gprel(ImageBase)
	movl out1 = @gprel(_DYNAMIC)
	;;
	add out0 = out0, gp
	add out1 = out1, gp
	br.call.sptk.few rp = _relocate
.Lret0:
	cmp.ne p6, p0 = r0, r8
(p6)	br.cond.sptk.few .Lexit
	mov out0 = in0
	mov out1 = in1
	br.call.sptk.few rp = efi_main
.Lexit:
	mov ar.pfs = loc0
	mov rp = loc1
	;;
	br.ret.sptk.few rp
	.endp _start

	.global _relocate
	.proc _relocate
_relocate:
	alloc r2 = ar.pfs, 2, 0, 0, 0
	addl r14 = @ltoff(@fptr(efi_main)), gp
	;;
	ld8 r14 = [r14]
	;;
	ld8 r15 = [in1], 8
	;;
	cmp.eq p6, p7 = 7, r15
	;;
(p6)	ld8 r16 = [in1]
(p7)	mov r8 = r0
	;;
(p6)	add r16 = r16, in0
	br.ret.sptk.few rp
	.endp _relocate

	.global start_kernel
	.proc start_kernel
start_kernel:
	alloc r2 = ar.pfs, 2, 0, 0, 0
	rsm psr.i | psr.ic
	movl r16 = 0x0010000000000661
	;;
	srlz.i
	;;
	mov ar.rsc = 0
	dep r17 = 0, in0, 61, 3
	mov r18 = 28 << 2
	;;
	or r16 = r16, r17
	mov cr.itir = r18
	mov cr.ifa = in0
	mov r19 = 0
	;;
	itr.i itr[r19] = r16
	;;
	itr.d dtr[r19] = r16
	;;
	srlz.i
	mov b6 = in0
	mov r28 = in1
	;;
	br.sptk.few b6
	;;
	.endp start_kernel

	.data
	.align 8
	.global _start_plabel
_start_plabel:
	data8 _start
	data8 __gp
	.type main_fptr, @object
main_fptr:
	data8 @fptr(efi_main)
	.size main_fptr, 8

	.section .reloc, "a"
	data4 0
	data4 10
	data2 0
