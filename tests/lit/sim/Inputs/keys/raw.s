// Reads r12 in the group that writes it (strict mode stops here).
	.explicit
	.text
	.global start, done
start:
	{ .mii
	  mov r12 = 5
	  add r13 = r12, r0
	  nop.i 0 ;;
	}
done:
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0 ;;
	}
