// SDM parallel-compare pseudo-ops (.orcm, .andcm, .and.orcm of cmp/cmp4 in
// register, immediate and r0 forms, of tbit/tnat/tf) and xma.lu/xmpy.lu:
// GNU as's encoding (complemented relation, predicates swapped where gas
// swaps them). Same instructions as gas's object, GNU as and epicsched both put the
// stops the repeated p6/p7 writes need.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py auto %t.o %t.gnu.o | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: OK
// DIS: cmp.ne.or.andcm p7,p6=r1,r2
// DIS: cmp.le.or p6,p7=r0,r2
// DIS: tbit.nz.or p7,p6=r1,3
// DIS: xma.l f10=f2,f3,f4
	.text
	cmp.eq.and.orcm p6,p7=r1,r2
	cmp.eq.and.orcm p6,p7=5,r2
	cmp.eq.orcm p6,p7=r1,r2
	cmp.eq.orcm p6,p7=5,r2
	cmp.eq.andcm p6,p7=r1,r2
	cmp.eq.andcm p6,p7=5,r2
	cmp.ne.and.orcm p6,p7=r1,r2
	cmp.ne.and.orcm p6,p7=5,r2
	cmp.ne.orcm p6,p7=r1,r2
	cmp.ne.orcm p6,p7=5,r2
	cmp.ne.andcm p6,p7=r1,r2
	cmp.ne.andcm p6,p7=5,r2
	cmp.lt.and.orcm p6,p7=r0,r2
	cmp.lt.and.orcm p6,p7=r2,r0
	cmp.lt.orcm p6,p7=r0,r2
	cmp.lt.orcm p6,p7=r2,r0
	cmp.lt.andcm p6,p7=r0,r2
	cmp.lt.andcm p6,p7=r2,r0
	cmp.le.and.orcm p6,p7=r0,r2
	cmp.le.and.orcm p6,p7=r2,r0
	cmp.le.orcm p6,p7=r0,r2
	cmp.le.orcm p6,p7=r2,r0
	cmp.le.andcm p6,p7=r0,r2
	cmp.le.andcm p6,p7=r2,r0
	cmp.gt.and.orcm p6,p7=r0,r2
	cmp.gt.and.orcm p6,p7=r2,r0
	cmp.gt.orcm p6,p7=r0,r2
	cmp.gt.orcm p6,p7=r2,r0
	cmp.gt.andcm p6,p7=r0,r2
	cmp.gt.andcm p6,p7=r2,r0
	cmp.ge.and.orcm p6,p7=r0,r2
	cmp.ge.and.orcm p6,p7=r2,r0
	cmp.ge.orcm p6,p7=r0,r2
	cmp.ge.orcm p6,p7=r2,r0
	cmp.ge.andcm p6,p7=r0,r2
	cmp.ge.andcm p6,p7=r2,r0
	cmp4.eq.and.orcm p6,p7=r1,r2
	cmp4.eq.and.orcm p6,p7=5,r2
	cmp4.eq.orcm p6,p7=r1,r2
	cmp4.eq.orcm p6,p7=5,r2
	cmp4.eq.andcm p6,p7=r1,r2
	cmp4.eq.andcm p6,p7=5,r2
	cmp4.ne.and.orcm p6,p7=r1,r2
	cmp4.ne.and.orcm p6,p7=5,r2
	cmp4.ne.orcm p6,p7=r1,r2
	cmp4.ne.orcm p6,p7=5,r2
	cmp4.ne.andcm p6,p7=r1,r2
	cmp4.ne.andcm p6,p7=5,r2
	cmp4.lt.and.orcm p6,p7=r0,r2
	cmp4.lt.and.orcm p6,p7=r2,r0
	cmp4.lt.orcm p6,p7=r0,r2
	cmp4.lt.orcm p6,p7=r2,r0
	cmp4.lt.andcm p6,p7=r0,r2
	cmp4.lt.andcm p6,p7=r2,r0
	cmp4.le.and.orcm p6,p7=r0,r2
	cmp4.le.and.orcm p6,p7=r2,r0
	cmp4.le.orcm p6,p7=r0,r2
	cmp4.le.orcm p6,p7=r2,r0
	cmp4.le.andcm p6,p7=r0,r2
	cmp4.le.andcm p6,p7=r2,r0
	cmp4.gt.and.orcm p6,p7=r0,r2
	cmp4.gt.and.orcm p6,p7=r2,r0
	cmp4.gt.orcm p6,p7=r0,r2
	cmp4.gt.orcm p6,p7=r2,r0
	cmp4.gt.andcm p6,p7=r0,r2
	cmp4.gt.andcm p6,p7=r2,r0
	cmp4.ge.and.orcm p6,p7=r0,r2
	cmp4.ge.and.orcm p6,p7=r2,r0
	cmp4.ge.orcm p6,p7=r0,r2
	cmp4.ge.orcm p6,p7=r2,r0
	cmp4.ge.andcm p6,p7=r0,r2
	cmp4.ge.andcm p6,p7=r2,r0
	tbit.z.and.orcm p6,p7=r1,3
	tbit.z.orcm p6,p7=r1,3
	tbit.z.andcm p6,p7=r1,3
	tbit.nz.and.orcm p6,p7=r1,3
	tbit.nz.orcm p6,p7=r1,3
	tbit.nz.andcm p6,p7=r1,3
	tnat.z.and.orcm p6,p7=r1
	tnat.z.orcm p6,p7=r1
	tnat.z.andcm p6,p7=r1
	tnat.nz.and.orcm p6,p7=r1
	tnat.nz.orcm p6,p7=r1
	tnat.nz.andcm p6,p7=r1
	tf.z.and.orcm p6,p7=32
	tf.z.orcm p6,p7=32
	tf.z.andcm p6,p7=32
	tf.nz.and.orcm p6,p7=32
	tf.nz.orcm p6,p7=32
	tf.nz.andcm p6,p7=32
	xma.lu f10=f2,f3,f4
	xmpy.lu f11=f2,f3
