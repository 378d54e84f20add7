// Two st8.spill in one group (strict-unat.test): `other` spills to
// 0x200000 and 0x200008 (UNAT bits 0 and 1), `same` to 0x200000 and
// 0x200200 (bit 0 twice). Assembled with -xnone: GNU as, which cannot
// know addresses, would warn about both without `.mem.offset`.
	.text
	.global other, same
	.proc other
other:
{ .mmi
	adds r3=8,r2
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	st8.spill [r2]=r16
	st8.spill [r3]=r17
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp other
	.proc same
same:
{ .mmi
	adds r3=512,r2
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	st8.spill [r2]=r16
	st8.spill [r3]=r17
	nop.i 0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp same
