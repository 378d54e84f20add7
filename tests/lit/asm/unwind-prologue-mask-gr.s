// `.prologue MASK, GRSAVE` puts rp, ar.pfs, psp and pr (mask bits 8, 4, 2, 1) in consecutive GRs
// from GRSAVE. A later `.save`/`.vframe` of a register in the mask writes no `<reg>_gr` record
// whatever GR it names: GNU as warns when it names another GR and keeps the mask's (we wrote a
// P3 record naming the other GR: unwind bytes other than gas's). Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -u %t.o | FileCheck %s --check-prefix=UNW --implicit-check-not=P3:
// UNW: [0x0-0x10]
// UNW: R2:prologue_gr(mask=[rp,psp],grsave=r40,rlen=3)
// UNW-NEXT: P7:mem_stack_v(t=0)
// UNW: [0x10-0x20]
// UNW: R2:prologue_gr(mask=[rp],grsave=r40,rlen=3)
// UNW-NEXT: P7:rp_when(t=0)
// UNW: [0x20-0x30]
// UNW: R2:prologue_gr(mask=[pr],grsave=r36,rlen=3)
// UNW-NEXT: P7:pr_when(t=1)
	.global f, g, h
	.proc f
f:	.prologue 0xa, r40
	.vframe r40
// CHECK: unwind-prologue-mask-gr.s:[[@LINE-1]]:2: warning: Operand of .vframe contradicts .prologue
// GAS: unwind-prologue-mask-gr.s:[[@LINE-2]]: Warning: Operand of .vframe contradicts .prologue
	{ .mii
	  mov r41 = r12
	  nop.i 0
	  nop.i 0 ;;
	}
	.endp f
	.proc g
g:	.prologue 0x8, r40
	.save rp, r41
// CHECK: unwind-prologue-mask-gr.s:[[@LINE-1]]:2: warning: Second operand of .save contradicts .prologue
// GAS: unwind-prologue-mask-gr.s:[[@LINE-2]]: Warning: Second operand of .save contradicts .prologue
	{ .mii
	  nop.m 0
	  mov r41 = b0
	  nop.i 0 ;;
	}
	.endp g
	.proc h
h:	.prologue 0x1, r36
	{ .mii
	  nop.m 0
	.save pr, r36
	  mov r36 = pr
	  nop.i 0 ;;
	}
	.endp h
