	.explicit
	.text
{ .mmi
	mov r1 = dahr[r3]
	mov r2 = dahr[r3]
	nop.i 0
}
{ .mmi
	mov rr[r3] = r2
	mov r5 = rr[r4]
	nop.i 0 ;;
}
