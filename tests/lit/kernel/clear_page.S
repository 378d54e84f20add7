// clear_page with a software-pipelined loop: stores to two lines per
// iteration, lfetch ahead, a cpp-computed trip count, rotating predicates
// and br.ctop with ar.ec.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ -DPAGE_SHIFT=14 %s -o %t.s
// RUN: %ia64-as -o %t.o %t.s
// RUN: %epicsched parse %s -DPAGE_SHIFT=16 --dump | FileCheck %s --check-prefix=BIG
#ifndef PAGE_SHIFT
# define PAGE_SHIFT	14
#endif
#define PAGE_SIZE	(1 << PAGE_SHIFT)
#define L3_LINE		128
#define PREFETCH_AHEAD	(6 * L3_LINE)

	.text
	.global clear_page
	.proc clear_page
clear_page:
	.prologue
	.regstk 1, 0, 0, 0
	.save ar.lc, r16
	mov r16 = ar.lc
	.save pr, r17
	mov r17 = pr
	.body
	mov r18 = PAGE_SIZE / L3_LINE - 1
	adds r19 = L3_LINE / 2, in0
	adds r20 = PREFETCH_AHEAD, in0 ;;
	mov ar.lc = r18
	mov ar.ec = 1
	mov pr.rot = 1 << 16 ;;
	.align 32
1:
(p16)	stf.spill.nta [in0] = f0, L3_LINE
(p16)	stf.spill.nta [r19] = f0, L3_LINE
(p16)	lfetch.fault.excl [r20], L3_LINE
	br.ctop.sptk.few 1b ;;
	mov ar.lc = r16
	mov pr = r17, 0x1ffff
	br.ret.sptk.many rp
	.endp clear_page
// CHECK: inst mov GR:r18 = imm:127
// CHECK: inst adds GR:r20 = imm:768, GR:r32
// CHECK: label .L1$0
// CHECK-NEXT: inst (p16) stf.spill.nta mem[GR:r32] = FR:f0, imm:128
// CHECK: inst (p16) lfetch.fault.excl mem[GR:r20], imm:128
// CHECK-NEXT: inst br.ctop.sptk.few imm:.L1$0
// BIG: inst mov GR:r18 = imm:511
