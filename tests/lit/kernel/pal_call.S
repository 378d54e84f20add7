// A static PAL procedure call: interrupts off (rsm psr.i), the entry point
// in b7, the return address computed from ip with a label difference, and
// psr restored with mov psr.l.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ %s -o %t.s
// RUN: %ia64-as -o %t.o %t.s
#define PSR_I		(1 << 14)
#define PAL_FREQ_BASE	13

	.text
	.global pal_call_static
	.proc pal_call_static
pal_call_static:
	.prologue
	.save ar.pfs, r38
	alloc loc1 = ar.pfs, 5, 5, 0, 0
	.body
	movl loc2 = pal_entry_point
1:	{
	  mov r28 = in0			// PAL function index
	  mov r29 = in1
	  mov r8 = ip			// for the return address
	}
	;;
	ld8 loc2 = [loc2]		// the entry point
	mov loc3 = psr
	mov loc0 = rp
	mov r30 = in2
	mov r31 = in3
	adds r8 = 1f - 1b, r8		// return to 1f
	;;
	rsm PSR_I			// interrupts off
	mov b7 = loc2
	mov rp = r8
	;;
	br.cond.sptk.many b7
1:	mov psr.l = loc3
	mov ar.pfs = loc1
	mov rp = loc0
	;;
	srlz.d
	br.ret.sptk.many b0
	.endp pal_call_static
	.data
pal_entry_point:
	data8 PAL_FREQ_BASE
// CHECK: inst alloc GR:r38 = AR:ar.pfs, imm:5, imm:5, imm:0, imm:0
// CHECK: inst movl GR:r39 = imm:pal_entry_point
// CHECK: label .L1$0
// CHECK-NEXT: bundle (auto) braced
// CHECK: inst mov GR:r8 = IP:ip
// CHECK: inst mov GR:r40 = PSR:psr
// CHECK: inst adds GR:r8 = imm:(.L1$1 - .L1$0), GR:r8
// CHECK: inst rsm imm:16384
// CHECK: inst br.cond.sptk.many BR:b7
// CHECK-NEXT: label .L1$1
// CHECK-NEXT: inst mov PSR:psr.l = GR:r40
