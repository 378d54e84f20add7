// GR RAW/WAW/WAR, r0, post-increment bases, ld.c targets (note 13).
	add r1=r2,r3
	add r4=r1,r5
//---
	mov r1=r2
	mov r1=r3
//---
	add r3=r1,r2
	mov r1=r5
//---
	mov r0=r2
	add r4=r0,r5
	mov r0=r3
//---
	ld8 r1=[r2],8
	add r3=r2,r4
//---
	ld8 r1=[r2],r9
	add r3=r1,r2
//---
	st8 [r2]=r3,16
	ld8 r4=[r2]
//---
	lfetch [r5],32
	add r6=r5,r0
//---
	ld8.c.clr r1=[r2]
	add r3=r1,r4
//---
	ld8.c.nc r1=[r2],8
	add r3=r2,r4
//---
	(p1) mov r1=r2
	(p3) add r4=r1,r5
//---
	ld8 r1=[r2]
	ld8 r3=[r1]
//---
	st8 [r1]=r2
	mov r1=r3
//---
	mov r1=r2 ;;
	add r4=r1,r5
//---
	add r16=r17,r18
	add r19=r16,r1
//---
	mov r2=ip
	movl r3=0x123456789
	add r4=r3,r2
//---
	cmpxchg8.acq r1=[r3],r2,ar.ccv
	fetchadd8.rel r4=[r3],1
	add r5=r1,r4
//---
	xchg8 r1=[r3],r2
	add r2=r1,r0
//---
	getf.sig r1=f6
	setf.sig f7=r1
//---
	alloc r34=ar.pfs,2,3,0,0
	add r35=r34,r0
//---
	dep r1=r2,r3,4,8
	shr.u r4=r1,3
	extr r5=r4,1,2
//---
	ld8.s r1=[r2]
	chk.s r1, 1f
1:
//---
	mov r1=r2
	srlz.d
	add r3=r1,r0
//---
	mov r16=r1
	lfetch [r16]
//---
	mov r3=r4
	chk.a.clr r3,1f
	invala.e r3
1:
