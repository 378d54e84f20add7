// GCC writes `.personality __gxx_personality_v0#`: the `#` marks a symbol and is not part of its
// name; the unwind info's relocation names `__gxx_personality_v0`, and no `name#` symbol appears.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -rsW %t.o | FileCheck %s
// CHECK: Relocation section '.rela.IA_64.unwind_info'
// CHECK: LTOFF_FPTR64LSB {{.*}} __gxx_personality_v0 + 0
// CHECK-NOT: personality_v0#
	.text
	.align 16
	.global f#
	.proc f#
f:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 0, 3, 0, 0
	.save rp, r33
	mov r33 = b0
	.body
	br.call.sptk.many b0 = g#
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.personality	__gxx_personality_v0#
	.handlerdata
	.align 8
	data1	0xff
	.text
	.endp f#
