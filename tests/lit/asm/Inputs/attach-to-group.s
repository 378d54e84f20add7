	.section .a,"a"
	.attach_to_group g
	data1 1
	.section .b,"aw"
	data1 2
	.section .a,"a"
	data1 3
	.section .a,"aG",@progbits,g
	data1 4
	.section .c,"aG",@progbits,h,comdat
	data1 5
	.section .d,"a"
	.attach_to_group h
	data1 6
	.section .e,"G",@progbits,k
	.section .f
	.attach_to_group k
	.attach_to_group k
	data1 7
	.section .gnu.linkonce.t.x,"ax"
	.attach_to_group "m n"
	.text
	.attach_to_group t
	nop.i 0
	.data
	.text
	nop.i 0
