// data4 then .double leave the location at 12: the bundle after it is misplaced (GNU as: error).
	.section .text.f,"ax",@progbits
	data4 1
	.double 0
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
}
