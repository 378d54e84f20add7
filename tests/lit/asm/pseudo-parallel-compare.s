// SDM pseudo-ops GNU as accepts for compares and multiplies: parallel
// compares with complemented targets (crel.andcm = complemented crel.and,
// crel.orcm = complemented crel.or, crel.and.orcm = complemented
// crel.or.andcm with the targets swapped; tbit/tnat/tf swap the targets in
// all three), fpcmp.gt/ge/ngt/nge (sources swapped), xma.lu, xmpy.lu.
// Every spelling assembles to GNU as's bytes. With r0 on both sides
// (`cmp.lt.andcm p39,p5=r0,r0`) gas takes the swapped zero form, cmp.le.and,
// not cmp.ge.and (fuzz/gas_differential.py, seed 8003).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: .text: 1840 bytes identical
// DIS: cmp.ne.and p1,p2=r3,r4
// DIS: cmp.ne.or p1,p2=r3,r4
// DIS: cmp.ne.or.andcm p2,p1=r3,r4
// DIS: tbit.nz.and p2,p1=r3,63
// DIS: fpcmp.lt.s0 f6=f8,f7
// DIS: xma.l f12=f13,f14,f15
// DIS: xmpy.l f16=f17,f18
// DIS: cmp.le.and p39,p5=r0,r0
// DIS: cmp.lt.or p39,p5=r0,r0
// DIS: cmp4.ge.and p39,p5=r0,r0
	.explicit
	.text
{ .mii
	cmp.eq.andcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.andcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.andcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.and.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.and.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.eq.and.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.andcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.andcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.andcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.and.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.and.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ne.and.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.lt.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.gt.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.ge.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.andcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.andcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.andcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.and.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.and.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.eq.and.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.andcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.andcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.andcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.and.orcm p1, p2 = r3, r4
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.and.orcm p5, p6 = -128, r7
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ne.and.orcm p8, p9 = 127, r10
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.lt.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.le.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.andcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.andcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.and.orcm p11, p12 = r0, r13
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.ge.and.orcm p14, p15 = r16, r0
	nop.i 0
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.z.andcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.z.andcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.z.andcm p7, p8 = 32
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.z.orcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.z.orcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.z.orcm p7, p8 = 32
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.z.and.orcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.z.and.orcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.z.and.orcm p7, p8 = 32
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.nz.andcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.nz.andcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.nz.andcm p7, p8 = 32
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.nz.orcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.nz.orcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.nz.orcm p7, p8 = 32
	nop.i 0
}
{ .mii
	nop.m 0
	tbit.nz.and.orcm p1, p2 = r3, 63
	nop.i 0
}
{ .mii
	nop.m 0
	tnat.nz.and.orcm p4, p5 = r6
	nop.i 0
}
{ .mii
	nop.m 0
	tf.nz.and.orcm p7, p8 = 32
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.gt f6 = f7, f8
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.gt.s2 f9 = f10, f11
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.ge f6 = f7, f8
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.ge.s2 f9 = f10, f11
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.ngt f6 = f7, f8
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.ngt.s2 f9 = f10, f11
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.nge f6 = f7, f8
	nop.i 0
}
{ .mfi
	nop.m 0
	fpcmp.nge.s2 f9 = f10, f11
	nop.i 0
}
{ .mfi
	nop.m 0
	xma.lu f12 = f13, f14, f15
	nop.i 0
}
{ .mfi
	nop.m 0
	xmpy.lu f16 = f17, f18
	nop.i 0 ;;
}
{ .mii
	cmp.lt.andcm p39, p5 = r0, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp.le.orcm p39, p5 = r0, r0
	nop.i 0
	nop.i 0
}
{ .mii
	cmp4.gt.andcm p39, p5 = r0, r0
	nop.i 0
	nop.i 0
}
