// Auto-mode code is bundled as GNU as -xauto bundles it (docs/emitter.md,
// "Auto mode"): a four-instruction queue, GNU as's template choice, stops
// at flushes, mode switches and around brace bundles. The CHECK lines are
// GNU as 2.40's objdump of this file.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: 0:	00 08 08 06 00 20 	[MII]       add r1=r2,r3
// CHECK: 6:	40 28 18 00 40 00 	add r4=r5,r6
// CHECK: c:	00 00 04 00 	nop.i 0x0
// CHECK: 10:	01 38 00 10 18 10 	[MII]       ld8 r7=[r8]
// CHECK: 16:	90 50 2c 00 40 00 	add r9=r10,r11
// CHECK: 1c:	00 00 04 00 	nop.i 0x0;;
// CHECK: 20:	10 60 34 1c 00 20 	[MIB]       add r12=r13,r14
// CHECK: 26:	00 00 00 02 00 a0 	nop.i 0x0
// CHECK: 2c:	e0 ff ff 48 	br.cloop.sptk.few 0 <f>
// CHECK: 30:	02 08 08 06 00 20 	[MII]       add r1=r2,r3
// CHECK: 36:	00 00 00 02 00 00 	nop.i 0x0;;
// CHECK: 3c:	00 00 04 00 	nop.i 0x0
// CHECK: 40:	11 00 00 00 01 00 	[MIB]       nop.m 0x0
// CHECK: 46:	00 00 00 02 00 a0 	nop.i 0x0
// CHECK: 4c:	c0 ff ff 48 	br.cloop.sptk.few 0 <f>;;
// CHECK: 50:	00 70 3c 20 00 20 	[MII]       add r14=r15,r16
// CHECK: 56:	00 00 00 02 00 00 	nop.i 0x0
// CHECK: 5c:	00 00 04 00 	nop.i 0x0
// CHECK: 60:	01 88 48 26 00 20 	[MII]       add r17=r18,r19
// CHECK: 66:	40 a9 58 00 40 00 	add r20=r21,r22
// CHECK: 6c:	00 00 04 00 	nop.i 0x0;;
// CHECK: 70:	09 b8 60 32 00 20 	[MMI]       add r23=r24,r25
// CHECK: 76:	00 00 00 02 00 00 	nop.m 0x0
// CHECK: 7c:	00 00 04 00 	nop.i 0x0;;
// CHECK: 80:	01 00 00 00 01 00 	[MII]       nop.m 0x0
// CHECK: 86:	00 00 00 02 00 00 	nop.i 0x0
// CHECK: 8c:	00 00 04 00 	nop.i 0x0;;
// CHECK: 90:	02 d0 6c 38 00 20 	[MII]       add r26=r27,r28
// CHECK: 96:	d0 f1 7c 00 40 80 	add r29=r30,r31;;
// CHECK: 9c:	50 30 00 80 	add r4=r5,r6
// CHECK: a0:	0a 38 20 12 00 20 	[MMI]       add r7=r8,r9;;
// CHECK: a6:	a0 58 30 00 40 a0 	add r10=r11,r12
// CHECK: ac:	e1 78 00 80 	add r13=r14,r15
// CHECK: b0:	0b 00 20 00 2e 04 	[MMI]       itc.d r8;;
// CHECK: b6:	00 89 48 00 40 00 	add r16=r17,r18
// CHECK: bc:	00 00 04 00 	nop.i 0x0;;
	.text
// A full queue (4) emits one bundle: A A M gets MII (goodness ties go to
// the lower template), ld8 waits for the next one.
f:
	add r1=r2,r3
	add r4=r5,r6
	ld8 r7=[r8]
	add r9=r10,r11
// .align flushes the queue with a stop.
	.align 16
// br.cloop must take slot 2; the WAW on ar.lc needs a stop before the
// second one: MI;;I then MIB.
	add r12=r13,r14
	br.cloop.sptk.few f
	add r1=r2,r3
	br.cloop.sptk.few f
	.align 16
// A label only starts a new bundle (no stop).
	add r14=r15,r16
g:	add r17=r18,r19
	add r20=r21,r22
// A section switch flushes with a stop.
	.section .data
	data4 0
	.previous
	add r23=r24,r25
// A brace bundle in default auto mode switches to explicit mode and back:
// a stop on either side.
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
	add r26=r27,r28
	add r29=r30,r31
// .explicit / .auto: a stop at each real switch, the queue is kept.
	.explicit
	add r4=r5,r6
	.explicit
	add r7=r8,r9
	.auto
	add r10=r11,r12
	.auto
	add r13=r14,r15
// itc.d must end its group: M;;MI.
	itc.d r8
	add r16=r17,r18
