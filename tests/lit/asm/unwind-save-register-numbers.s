// The first operand of .save/.savesp/.savepsp is read as a register like any operand, so
// every name of a saveable register means it: `b0` is rp (Intel's libm writes `.save b0,
// GR_SAVE_B0`), `ar64` is ar.pfs, `ar65` ar.lc, `ar36` ar.unat, `ar40` ar.fpsr, `ar17/18/19`
// bsp/bspstore/rnat, and a register equate for any of them too. A register that cannot be
// saved is GNU as's "not a valid register", a non-register "not a register".
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -Wu %t.o | FileCheck %s
// SAME: unwind equal
GR_SAVE_B0 = r33
SAVED_RP = b0
	.text
	.proc f
f:
	.prologue
	.save b0, GR_SAVE_B0
	mov GR_SAVE_B0 = b0
	.save ar64, r34
	mov r34 = ar.pfs
	.save ar65, r35
	mov r35 = ar.lc
	.savesp ar36, 16
	mov r36 = ar.unat
	.savepsp ar40, 8
	mov r37 = ar.fpsr
	.save ar17, r38
	mov r38 = ar.bsp
	.save ar18, r39
	mov r39 = ar.bspstore
	.save ar19, r40
	mov r40 = ar.rnat
	.body
	br.ret.sptk.many b0
	.endp f
// CHECK: rp_when
// CHECK-NEXT: rp_gr(reg=r33)
// CHECK: pfs_when
// CHECK-NEXT: pfs_gr(reg=r34)
// CHECK: lc_when
// CHECK-NEXT: lc_gr(reg=r35)
// CHECK: unat_sprel(spoff=0x10)
// CHECK: fpsr_psprel
// CHECK: bsp_gr(reg=r38)
// CHECK: bspstore_gr(reg=r39)
// CHECK: rnat_gr(reg=r40)

	.proc g
g:
	.prologue
	.save SAVED_RP, r2
	mov r2 = b0
	.body
	br.ret.sptk.many b0
	.endp g
// CHECK: rp_gr(reg=r2)
