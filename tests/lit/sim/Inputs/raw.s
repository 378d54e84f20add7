	.explicit
	.text
	.global f
	.proc f
f:
	{ .mii
	  add r8 = r0, r0
	  add r9 = 1, r8		// reads r8 in the group that wrote it
	  nop.i 0 ;;
	}
	br.ret.sptk.many b0
	.endp f
