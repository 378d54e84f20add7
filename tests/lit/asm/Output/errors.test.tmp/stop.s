	.explicit
{ .mfi
	nop.m 0 ;;
	nop.f 0
	nop.i 0
}
