	.text
// data in code leaves the next frag at 10 (2 mod 4): gas puts the fixups in other slots
	data4 0
	data2 0, 0, 0
	data2 0, 0, 0
	br.cond.dpnt 3f
	brl.cond.dpnt 3f
	chk.s r3, 3f
	nop.m 0
3:
	nop.m 0
