	.auto
{ .mfb
	fnorm.s.s1 f91=f115
	(p5) br.ia.sptk.clr rp
}
