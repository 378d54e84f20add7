	ptc.l r109,r100 ;;
	.pushsection .text.hot,"ax",@progbits
	br.ia.dptk.clr b2 ;;
	ldfe.sa.nta f73=[r32],-256 ;;
