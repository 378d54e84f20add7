// PSR fields.
	ssm 1<<17
	ld8 r1=[r2]
//---
	rsm 1<<14
	mov r3=psr
//---
	ssm 1<<13
	;;
	mov r3=cr.ifs
//---
	mov psr.l=r2
	mov r3=psr
//---
	mov psr.l=r2
	ld8 r1=[r3]
//---
	sum 1<<2
	mov r3=psr.um
//---
	rum 1<<3
	ld8 r1=[r2]
//---
	mov psr.um=r2
	fadd f2=f3,f4
//---
	ssm 1<<19
	fadd f40=f41,f42
//---
	rsm 1<<18
	fadd f4=f5,f6
//---
	fadd f40=f41,f42
	mov r2=psr.um
//---
	bsw.1
	add r16=r17,r18
//---
	epc
	mov r3=psr
//---
	ssm 1<<15
	;;
	ld8 r1=[r2]
//---
	rsm 1<<36
	;;
	srlz.i
	;;
	mov r3=psr
//---
	mov psr.um=r2
	ld8 r1=[r3]
//---
	sum 1<<3
	st8 [r3]=r1
//---
	mov psr.l=r2
	fadd f2=f3,f4
//---
	mov psr.l=r2
	add r1=r2,r3
