	.text
	br.cexit.dpnt.few 3f ;;
(p27) hint 2097151
3:
