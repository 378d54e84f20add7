# vmsw.0 and vmsw.1 both write PSR.vm: GNU as -xauto ends the group between
# them (its WAW 'PSR.vm' rule, impliedf); without the stop the pair shared
# one group (gas -xexplicit warns about our old output).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      vmsw.0
# CHECK-NEXT: nop.b 0x0;;
# CHECK:      vmsw.1;;
	.text
	vmsw.0
	vmsw.1
