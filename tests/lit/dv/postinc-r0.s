// A post-increment of r0 (`st1 [r0]=r0,1`, `ld1 r1=[r0],1`: GNU as warns
// "Invalid use of `r0' as base update address operand") writes r0 for the
// dependency rules, as for GNU as: a read of r0 in the same group is a RAW
// violation, and auto mode puts a stop there (gas/reg-err.s). We ignored the
// write, so the object differed from GNU as's by a stop.
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s
// CHECK: postinc-r0.s:13: Warning: Use of 'cmp.eq' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 0
// CHECK: postinc-r0.s:18: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 0
	.explicit
	.text
{ .mmi
	st1 [r0]=r0,1
	cmp.eq p1,p2=0,r0
	nop.i 0 ;;
}
{ .mmi
	ld1 r1=[r0],1
	add r2=r0,r3
	nop.i 0 ;;
}
