// Strings in handler data (`.string`, `.ascii`, `.asciz` with several operands, `.string16`)
// are laid out in the unwind info section like any data, with the labels after them; we
// refused them ("only integer data is supported after .handlerdata"). Found by
// fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-objdump -s -j .IA_64.unwind_info %t.o | FileCheck %s
// CHECK:      0000 00000000 00000100 0178797a 00616271  .........xyz.abq
// CHECK-NEXT: 0010 00000000 00000000 00000000 00000000  ................
// CHECK-NEXT: 0020 09650066 00                          .e.f.
	.proc f
f:	.prologue
	nop.m 0
	.handlerdata
	data1 1
	.string "xyz"
	.ascii "ab"
	.string16 "q"
	.align 8
.L1:	data8 .L1
	.uleb128 .L0 - .L1
.L0:	.asciz "e", "f"
	.endp f
