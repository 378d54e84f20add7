	.text
// the same code after data that keeps the frag aligned: gas is right, both objects equal
	data8 0, 0
	br.cond.dpnt 3f
	brl.cond.dpnt 3f
	chk.s r3, 3f
	nop.m 0
3:
	nop.m 0
