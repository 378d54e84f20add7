	.auto
{ .mfb
	fnorm.s.s1 f91=f115
	br.ia.sptk.clr rp ;;
}
