	.explicit
	fsetc.s0 0, 0
	fcvt.xuf f4 = f5
	;;
