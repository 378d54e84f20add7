// Data and alignment among instructions end the instruction group: GNU as
// closes the bundle before them with a stop, explicit bundles too, so its
// -xexplicit check finds no violation across them (GMP's mpn_add_n_sub_n:
// `cmp.ltu p9` ... `br.cloop` `.align 32` `.Ltop: (p9) ...`). We reported one.
// The object gets the stop in both (see the cmp at the end).
// REQUIRES: ia64-as
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// NONE-NOT: Warning
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -x %s -o %t.gas.o 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// RUN: cmp %t.o %t.gas.o
	.explicit
	.text
{ .mii
	cmp.ltu p9,p0=r27,r23
	nop.i 0
	nop.i 0
}
	.align 16
{ .mii
(p9)	add r24=1,r24
	nop.i 0
	nop.i 0
}
	data8 0, 0
{ .mii
(p9)	add r24=1,r24
	cmp.ltu p9,p0=r27,r23
	nop.i 0
}
	.skip 16
{ .mii
(p9)	add r24=1,r24
	nop.i 0
	nop.i 0 ;;
}
