	.float 3.14159
	real8 inf
L1:
{ .mlx
}
{ .mfi
	nop.m 0x1234
}
	cmp4.eq.orcm p13,p46=r11,r25 ;;
	fcmp.unord.s3 p46, p18= f14 , f95
