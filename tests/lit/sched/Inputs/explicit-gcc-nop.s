// GCC 14 -O2 shape: bare template directives with the untyped `nop 0` in I
// and B slots (gas picks nop.i / nop.b by the slot).
	.explicit
	.text
	.global gnop#
	.proc gnop#
gnop:
	.mmi
	ld8 r14 = [r32]
	ld8 r15 = [r33]
	nop 0
	;;
	.mmi
	add r8 = r14, r15
	nop 0
	nop 0
	;;
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
	.endp gnop#
