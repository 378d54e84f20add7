// GNU as reads the offsets of the sp- and psp-relative unwind records as 32-bit unsigned
// numbers: `.savepsp ar.fpsr, -24` is pspoff 0x3ffffffe (readelf: 0x10-0xfffffff8), not a
// ten-byte ULEB128 of the 64-bit value, and 0x100000010 is 0x10. The same for .savesp,
// .spillsp/.spillpsp (and .p forms), .vframesp and .spill.
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
	.unwabi @svr4, 's'
	.savepsp ar.fpsr, -24
	.savepsp pr, 0x100000010
	.savesp ar.unat, -8
	.spillsp r4, -8
	.spillpsp.p p1, r5, -24
	.vframesp -8
	.spill -24
	nop.m 0
	.body
	br.ret.sptk.many b0
	.endp f
// CHECK: fpsr_psprel(pspoff=0x10-0xfffffff8)
// CHECK: pr_psprel(pspoff=0x10-0x20)
// CHECK: unat_sprel(spoff=0xfffffff8)
