	.text
f:
{ .mfi
	nop.m 0
	fma.s.s0 f8 = r11, f9, f10
	nop.i 0 ;;
}
	br.ret.sptk.many b0 ;;
