	.text
	.explicit
{ .mfi
	nop.m 0
	fma.s.s0 f2 = f3, f4, f5
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s0 1f
	nop.i 0 ;;
}
1:
