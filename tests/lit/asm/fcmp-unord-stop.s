# Deliberate difference from GNU as 2.40 (docs/emitter.md): gas has no
# dependency information for fcmp.unord/fcmp.ord and puts the compare and the
# branch on its predicate in one group; the SDM requires a stop (FP compare ->
# branch predicate, impliedF). We keep it; GNU as's object lacks it.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s --check-prefix=GAS
# CHECK:      fcmp.unord.s0 p6,p7=f8,f8
# CHECK-NEXT: nop.b 0x0;;
# CHECK:      (p06) br.cond.dptk.few
# GAS:        fcmp.unord.s0 p6,p7=f8,f8
# GAS-NEXT:   (p06) br.cond.dptk.few
	.text
	fcmp.unord p6, p7 = f8, f8
	;;
(p6)	br.cond.dptk L
L:
