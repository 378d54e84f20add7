	.text
// seed 9006 n773, reduced: gas writes break.m 0 and a brl to 0x1000000000000010
	data4.ua @secrel(L6)
	.short 32767, 32767, 0
	data2 1, 64741, 65535
	brl.cond.dpnt 3f ;;
3:
