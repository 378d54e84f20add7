// Branch registers, ar.pfs, calls and returns.
	mov b1=r3
	br.call.sptk b0=b1
//---
	mov b1=r3
	mov r2=b1
//---
	mov b6=r3
	br.cond.sptk b6
//---
	mov b0=r3
	br.ret.sptk b0
//---
	mov ar.pfs=r3
	br.ret.sptk b0
//---
	br.call.sptk b1=foo
	br.call.sptk b1=foo
foo:
//---
	br.call.sptk b0=foo
	mov r2=b0
foo:
//---
	mov b2=r3
	brp.sptk b2, foo
foo:
//---
	br.call.sptk b0=foo
	mov r2=ar.pfs
foo:
//---
	mov r2=ar.pfs
	br.call.sptk b0=foo
foo:
//---
	mov ar.lc=r3
	br.cloop.sptk foo
foo:
//---
	mov ar.ec=r3
	br.ctop.sptk foo
foo:
//---
	br.cloop.sptk foo
	mov r3=ar.lc
foo:
//---
	mov b1=r3
	br.ia.sptk b1
//---
	mov ar.pfs=r3
	br.call.sptk b0=foo
foo:
//---
	alloc r33=ar.pfs,0,2,0,0
	br.ret.sptk b0
//---
	mov r1=r2
	br.sptk foo
	add r3=r1,r4
foo:
//---
	mov r1=r2
	br.call.sptk b0=foo
	add r3=r1,r4
foo:
//---
	mov r1=r2
	(p6) br.call.sptk b0=foo
	add r3=r1,r4
foo:
//---
	(p6) br.call.sptk b0=foo
	mov r2=b0
foo:
//---
	(p6) br.call.sptk b0=foo
	mov r2=ar.pfs
foo:
//---
	(p6) br.call.sptk b0=foo
	(p7) br.call.sptk b0=foo
foo:
//---
	clrrrb
	(p16) add r1=r2,r3
//---
	clrrrb
	fadd f40=f2,f3
//---
	alloc r2=ar.pfs,0,0,0,0
	mov r3=ar.bsp
//---
	mov ar.rsc=r2
	loadrs
//---
	cover
	flushrs
//---
// Bare `br` is an unconditional br.cond: the group's uses end with it (GMP's
// mpn_rshift: `ld8 r17=[r33],8 ; br .Lbot` then `.Lb01: ld8 r18=[r33],8`).
	ld8 r17=[r33],8
	br .Lbot
.Lb01:
	ld8 r18=[r33],8
.Lbot:
//---
	mov psr.l=r8
	(p6) br .Lx
	(p7) brl .Lx
.Lx:
