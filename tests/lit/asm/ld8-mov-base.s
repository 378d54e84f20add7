# ld8.mov r3=[r2],sym: the symbol is the linker's relaxation target (LDXMOV),
# not a post-increment, so r2 is only read: a later write of r2 shares the
# group (GNU as -xauto, gas/reloc.s); we stopped before it.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      ld8 r3=[r2]
# CHECK-NEXT: mov r1=r0
# CHECK-NEXT: [MMI] mov r2=0;;
	.text
	mov r2 = @ltoffx(esym)
	ld8.mov r3 = [r2], esym
	adds r1 = @tprel(esym), r0
	mov r2 = @tprel(esym)
	movl r3 = @tprel(esym)
