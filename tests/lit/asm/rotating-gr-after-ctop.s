# br.ctop/br.wtop/br.cexit rotate the registers (they write CFM); a later use
# of a rotating GR reads CFM (SDM note 2, as FR32+ and PR16+ uses do), so GNU
# as -xauto ends the group after the branch. Which GRs rotate comes from the
# last alloc's sor (r32..r39 here). Without the stop the add read r33 under
# the old rotation base (Linux lib-copy_user.s: `br.ctop` then `.dotail:`
# `(p6) ld8 val1[0]=...`). GNU as counts one register fewer (r39 is not
# rotating for it); we keep the architecture's count.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      br.ctop.dptk.few 0x10;;
# CHECK-NEXT: add r33=r2,r3
# CHECK:      br.ctop.dptk.few 0x40{{$}}
# CHECK-NEXT: add r40=r2,r3
	.text
	alloc r31 = ar.pfs, 3, 8, 0, 8
1:
	add r5 = r6, r7
	br.ctop.dptk 1b
	add r33 = r2, r3
	add r8 = r9, r10
	.align 16
2:
	add r5 = r6, r7
	br.ctop.dptk 2b
	add r40 = r2, r3
	add r8 = r9, r10
