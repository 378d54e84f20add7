	.text
	mov.sptk b7=r8,h
	.section .text.x,"ax"
	.global h
h:	nop.m 0
