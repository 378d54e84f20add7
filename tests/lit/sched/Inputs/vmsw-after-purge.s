	.explicit
	(p11) ptc.l r120,r96 ;;
	vmsw.1 ;;
