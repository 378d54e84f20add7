	.text
	.global f
	.proc f
f:	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk.many b0
	.endp f
	.ident "t"
x = 3
	.gnu_attribute 6, 0x123456789
	.gnu_attribute 4, 1
	.gnu_attribute 4, x
	.data
	.gnu_attribute 32, 7, "xy"
	.gnu_attribute 100, 300
	.gnu_attribute 99, "q\001"
	.gnu_attribute 8, 0
	.gnu_attribute 10, 5
	.gnu_attribute 10, 0
	.gnu_attribute 9, ""
	.gnu_attribute 2+1, "zz"
	.gnu_attribute 2, 5
	.gnu_attribute 0, 5
	.gnu_attribute 12, -1
	.gnu_attribute 4294967310, 1 + 1
	.section .g,"aG",@progbits,grp,comdat
.L1:	data8 .L1
