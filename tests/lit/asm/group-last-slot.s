# Auto mode: an instruction that must end its group (itc, ptc.ga) gets the
# stop directly after its slot (M;MI), as GNU as -xauto does; before, the
# bundler put `itc.d` in slot 1 of an .mmi followed by a nop.i in its group.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK: [MMI] itc.i r16;;
# CHECK: [MMI] itc.d r17;;
# CHECK: [MMI] ptc.ga r18,r19;;
	.text
	.proc m
m:
	itc.i r16
	add r2=r3,r4
	itc.d r17
	add r5=r6,r7
	ptc.ga r18,r19
	add r8=r9,r10
	br.ret.sptk.many b0 ;;
	.endp m
