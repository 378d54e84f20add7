// Unwind directives name their registers as any operand may: stacked-frame names (loc1, in0,
// out0), sp/gp/ret0, `.reg`-style aliases and `.rotr` names mean the register they stand for
// (GNU as reads them as expressions); libffi writes `.save rp, loc1` and `.vframe loc2`.
// A branch register keeps its meaning as the saved register (`.save rp`), not as a GR.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -Wu %t.o | FileCheck %s
// SAME: unwind equal
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r34
	alloc loc0 = ar.pfs, 2, 4, 2, 0
	.save rp, loc1
	mov loc1 = b0
	.vframe loc2
	mov loc2 = sp
	.save pr, loc3
	mov loc3 = pr
	.body
	mov out0 = in0
	br.call.sptk.many b0 = g
	mov sp = loc2
	mov pr = loc3, -1
	mov b0 = loc1
	mov ar.pfs = loc0
	br.ret.sptk.many b0
	.endp f
// CHECK: [0x0-0x50]
// CHECK: pfs_gr(reg=r34)
// CHECK: rp_gr(reg=r35)
// CHECK: psp_gr(reg=r36)
// CHECK: pr_gr(reg=r37)

	.proc h
h:
	.prologue
	.save ar.pfs, ret0
	mov ret0 = ar.pfs
	.spillreg r4, ret1
	mov ret1 = r4
	.save ar.unat, in0
	mov in0 = ar.unat
	.body
	br.ret.sptk.many b0
	.endp h
// CHECK: <h>:
// CHECK: pfs_gr(reg=r8)
// CHECK: spill_reg(t={{[0-9]+}},reg=r4,treg=r9)
// CHECK: unat_gr(reg=r32)
