// Scenario keys (tests/lit/sim/scenario-keys.test): VAL comes from the
// program entry's defines, the word at r16 from the memory region.
	.text
	.global start, mid, done
start:
	mov r8 = VAL
	ld8 r10 = [r16]
	;;
	add r9 = r8, r10
	;;
	add r9 = r9, r8
	;;
mid:
	add r11 = r9, r0
	;;
	add r11 = r11, r9
	;;
	add r11 = r11, r9
	;;
done:
	nop.m 0
	;;
