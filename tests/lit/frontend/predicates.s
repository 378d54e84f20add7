// Qualifying predicates and completers of every shape: the frontend keeps
// the mnemonic as written (lower case) and does not validate it.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
// (GNU as 2.40 loops forever when this file also has a br.ctop.)
foo:
// CHECK: inst (p6) ld8.acq.nta GR:r1 = mem[GR:r2]
(p6)	ld8.acq.nta r1 = [r2]
// CHECK: inst cmp.eq.and.orcm PR:p6, PR:p7 = GR:r3, GR:r0
	cmp.eq.and.orcm p6, p7 = r3, r0
// CHECK: inst (p63) br.call.sptk.many BR:b0 = imm:foo
(p63)	br.call.sptk.many b0 = foo
// CHECK: inst fma.s1 FR:f6 = FR:f7, FR:f8, FR:f0
	fma.s1 f6 = f7, f8, f0
// CHECK: inst chk.s.i GR:r4, imm:recover
	chk.s.i r4, recover
// CHECK: inst ld8.s GR:r5 = mem[GR:r6], imm:8
	ld8.s r5 = [r6], 8
// CHECK: inst st8.rel.nta mem[GR:r7] = GR:r8, imm:-16
	st8.rel.nta [r7] = r8, -16
// CHECK: inst cmpxchg8.acq GR:r8 = mem[GR:r9], GR:r10, AR:ar.ccv
	cmpxchg8.acq r8 = [r9], r10, ar.ccv
// CHECK: inst fetchadd4.rel GR:r8 = mem[GR:r9], imm:1
	fetchadd4.rel r8 = [r9], 1
// CHECK: inst (p7) br.cond.dpnt.few imm:foo
(p7)	br.cond.dpnt.few foo
// CHECK: inst br.cloop.dptk.few imm:foo
	br.cloop.dptk.few foo
// (p0) is the default and not printed.
// CHECK: inst tbit.z.unc PR:p8, PR:p9 = GR:r10, imm:3
(p0)	tbit.z.unc p8, p9 = r10, 3
// CHECK: inst fcvt.fx.trunc.s1 FR:f10 = FR:f11
	fcvt.fx.trunc.s1 f10 = f11
// CHECK: inst lfetch.fault.excl.nt1 mem[GR:r12]
	lfetch.fault.excl.nt1 [r12]
// CHECK: inst ld8.fill GR:r13 = mem[GR:r14], imm:16
	ld8.fill r13 = [r14], 16
// CHECK: inst mov.ret.sptk BR:b7 = GR:r2, imm:foo
	mov.ret.sptk b7 = r2, foo
// CHECK: inst hint.m imm:@pause
	hint.m @pause
// Upper case is accepted and lowered.
// CHECK: inst add GR:r1 = GR:r2, GR:r3
	ADD r1 = r2, r3
// CHECK: inst brp.loop.imp imm:foo, imm:.L1$0
	brp.loop.imp foo, 1f
1:
recover:
	br.ret.sptk.many rp
