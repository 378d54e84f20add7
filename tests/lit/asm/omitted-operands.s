// Operands GNU as fills in: a compare, tbit, tnat, tf, fcmp or fclass with
// one target gets p0 as the second (then the pseudo-op's swap applies:
// `cmp.ne p6 = 3, r2` is `cmp.eq p0, p6 = 3, r2`); alloc without ar.pfs;
// cmpxchg without ar.ccv; cmp8xchg16, ld16, st16 without ar.csd.
// The alloc frame still names in/loc/out. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// RUN: not %epicsched asm %S/Inputs/alloc-three-sizes.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: .text: 176 bytes identical
// DIS: alloc r34=ar.pfs,3,3,0
// DIS: cmp.eq p6,p0=r1,r2
// DIS: cmp.eq p0,p6=3,r2
// DIS: cmp.lt.unc p6,p0=r2,r1
// DIS: cmp.ne.or p7,p0=r1,r2
// DIS: tbit.z p0,p12=r3,4
// DIS: tnat.z.or.andcm p0,p6=r3
// DIS: tf.z p6,p0=33
// DIS: fcmp.le.s1 p6,p0=f3,f2
// DIS: fclass.m p0,p6=f2,0x1
// DIS: ld16.acq r1,ar.csd=[r2]
// DIS: st16.rel [r2]=r1,ar.csd
// DIS: cmp8xchg16.rel r9=[r2],r3,ar.csd,ar.ccv
// DIS: cmpxchg8.acq r10=[r2],r3,ar.ccv
// DIS: mov r35=r34
// DIS: mov r36=r32
// ERR: alloc-three-sizes.s:1:{{[0-9]+}}: error:
	.explicit
	.text
{ .mii
	alloc loc1 = 1, 2, 0, 0
	cmp.eq p6 = r1, r2
	cmp.ne p6 = 3, r2 ;;
}
{ .mii
	nop.m 0
	cmp.gt.unc p6 = r1, r2
	cmp.eq.orcm p7 = r1, r2 ;;
}
{ .mii
	nop.m 0
	tbit.nz p12 = r3, 4
	tnat.nz.and.orcm p6 = r3 ;;
}
{ .mii
	nop.m 0
	tf.z p6 = 33
	nop.i 0 ;;
}
{ .mfi
	nop.m 0
	fcmp.ge.s1 p6 = f2, f3
	nop.i 0 ;;
}
{ .mfi
	nop.m 0
	fclass.nm p6 = f2, @pos
	nop.i 0 ;;
}
{ .mmi
	ld16.acq r1 = [r2] ;;
	st16.rel [r2] = r1
	nop.i 0 ;;
}
{ .mmi
	cmp8xchg16.rel r9 = [r2], r3 ;;
	cmpxchg8.acq r10 = [r2], r3
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	mov r35 = loc1
	mov r36 = in0 ;;
}
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0 ;;
}
