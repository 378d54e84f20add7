# Auto code, then an explicit bundle that reads what the auto code wrote: the
# stop goes before the bundle (nothing can go inside it), as GNU as -xauto
# does. Wrong code before: the `;;` (ignored in auto mode, like gas) was the
# only stop, and the bundle's ld8 joined the group writing r14.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o 2>/dev/null
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK: adds r14=16,r32
# CHECK: nop.i 0x0;;
# CHECK-NEXT: ld8 r8=[r14]
	.text
	.proc g
g:
	add r14=16,r32 ;;
{ .mmi
	ld8 r8=[r14]
	nop.m 0
	nop.i 0
}
	br.ret.sptk.many b0 ;;
	.endp g
