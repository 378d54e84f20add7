# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# HP-UX assembler style that GNU as accepts for ia64-linux (code ported from HP-UX or written for
# both): `.radix C` (0x/0 prefixes) then `.radix` back, `.msb` data among little-endian data
# (`.lsb` again after), `.type name, @function` and `.global` on one line each with `//` comments,
# `.proc`/`.endp` with several names, `.entry` for a second entry point, `.unwentry`, `.unwabi
# @svr4`, `.save.g`/`.save.f`/`.save.b`/`.save.gf` masks, `.spillreg.p`/`.restorereg.p`,
# `.spillsp.p`, `.xdata`/`.xreal`/`.xstringz` to a declared section, `real4`/`real8`/`real10`/
# `real16`, `string`, `.serialize.data`/`.serialize.instruction`, `.pred.rel "clear"`/`"imply"`,
# `.mii`-style bare templates, `.bss` and `.sbss` as directives.
	.radix C
	.section .rodata.hp, "a"
	.section .text
	.global hp_entry, hp_alt			// two entry points
	.type hp_entry, @function
	.type hp_alt, @function
	.proc hp_entry, hp_alt
hp_entry:
	.prologue
	.save ar.pfs, r33
	alloc r33 = ar.pfs, 1, 8, 0, 0
	adds r2 = -64, r12
	adds r3 = -32, r12
	;;
	.save.g 0x3
	st8.spill [r2] = r4, 8
	.spillreg.p p6, r6, r41
	st8.spill [r2] = r5, 8
	.save.f 0x1
	stf.spill [r3] = f2, 16
	.save.b 0x1
	mov r16 = b1
	.save.gf 0x4, 0x2
	stf.spill [r3] = f3
	st8.spill [r2] = r6, 8
	.spillsp.p p7, b0, 16
	mov r40 = r4
	.body
	add r8 = 0x10, r32			// hex under .radix C
	add r9 = 010, r32			// octal
	;;
	.restorereg.p p6, r4
(p6)	mov r4 = r40
	mov ar.pfs = r33
	br.ret.sptk.many b0
	;;
hp_alt:
	.entry hp_alt
	.unwentry
	mov r8 = r0
	br.ret.sptk.many b0
	.endp hp_entry, hp_alt

	.proc hp_leaf
hp_leaf:
	.unwabi @svr4, 0
	.serialize.data
	.serialize.instruction
	.pred.rel "clear", p6, p7
	.pred.rel "imply", p8, p9
	.mii
	cmp.eq p8, p9 = r32, r0
	nop.i 0
	nop.i 0
	;;
	.mib
(p8)	mov r8 = 1
(p9)	mov r8 = 2
	br.ret.sptk.many b0
	;;
	.endp hp_leaf
	.radix

	.section .rodata.hp
	.align 16
hp_consts:
	real4 1.5
	real8 2.25
	real10 3.125
	.align 16
	real16 -0.5
	string "HP"
	.msb
	data2 0x1234
	data4 0x12345678
	data8 0x0102030405060708
	.lsb
	data2 0x1234
	.xdata4 ".rodata.hp", 0x11223344
	.xreal8 ".rodata.hp", 6.5
	.xstringz ".rodata.hp", "xs"
	.sbss
hp_small:
	.skip 8
	.bss
hp_big:
	.skip 64
