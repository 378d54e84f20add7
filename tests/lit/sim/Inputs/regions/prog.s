// Code in region 0 and data in region 1 at the same offset (0x400000):
// tests/lit/sim/region-pages.test.
	.text
	.global start, done
start:
	movl r16 = 0x2000000000400000 ;;
	ld8 r8 = [r16] ;;
done:
	nop.m 0 ;;
	.data
	data8 0x1234
