// Explicit bundles, data, equates and pass-through directives: printing the
// parsed module must give the same bytes from GNU as -xexplicit.
	.explicit
	.text
	count = 3
	.global entry
	.type entry, @function
	.proc entry
entry:
	.prologue
	.regstk 0, 2, 0, 0
	.body
{ .mii
	alloc r32 = ar.pfs, 0, 2, 0, 0
	adds r8 = count, r0
	mov r33 = b0 ;;
}
{ .mmi
	ld8 r9 = [r8] ;;
	st8 [r9] = r8
	nop.i 0
}
{ .mlx
	nop.m 0
	movl r10 = 0x123456789abcdef0 ;;
}
.Lloop:
{ .mfb
	(p6) cmp.eq p6, p7 = r9, r10
	nop.f 0
	(p6) br.cond.dptk.few .Lloop ;;
}
{ .mib
	nop.m 0
	mov b0 = r33
	br.ret.sptk.many b0 ;;
}
	.endp entry
	.size entry, .-entry
	.data
	.align 8
table:	data8 entry
	data4 count, -1
	stringz "a\"b\n"
	.section .rodata, "a", @progbits
	real8 1.5
