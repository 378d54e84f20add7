// Random serialization sequences (gen_random.py srlz, seed 7).
	ld8 r1=[r1]
	mov cr.dcr=r3
	mov r2=cr.ivr
	;;
	st8 [r16]=r1
1:
//---
	;;
	st8 [r1]=r33
	;;
	ssm 0x20000
	ld8.s r1=[r33]
1:
//---
	ssm 0x20000
	;;
	mov cr.iva=r3
	fadd f40=f41,f42
	;;
	mov cr.eoi=r33
	mov cr.tpr=r1
	ssm 0x4000
1:
//---
	fadd f40=f41,f42
	ld8.s r1=[r33]
	;;
	mov r33=psr
1:
//---
	mov r33=cr.dcr
	ptr.d r3,r2
	srlz.d
	mov dbr[r33]=r3
	itc.d r16
1:
//---
	mov dbr[r1]=r33
	add r3=r2,r16
	mov r1=psr
	ld8.s r3=[r3]
1:
//---
	ld8.s r16=[r1]
	rsm 0x80000
	mov r1=psr
	;;
	srlz.d
1:
//---
	mov r16=psr
	;;
	ld8 r3=[r1]
	ptr.d r2,r33
	;;
	mov pkr[r2]=r3
1:
//---
	ld8 r16=[r16]
	;;
	mov r16=cr.dcr
	mov cr.iva=r16
1:
//---
	;;
	st8 [r3]=r16
	mov cr.iva=r1
	;;
	ssm 0x20000
	mov rr[r16]=r33
	;;
	mov cr.eoi=r1
	;;
	fadd f40=f41,f42
1:
//---
	itc.d r2
	mov r33=cr.ivr
	srlz.i
	;;
	add r33=r16,r16
1:
//---
	mov r16=cr.iva
	;;
	mov dbr[r2]=r16
	;;
	itc.d r33
	;;
	mov rr[r33]=r2
	ptr.d r33,r1
1:
//---
	probe.r r16=r2,r3
	probe.r r3=r16,r1
1:
//---
	mov r16=cr.dcr
	mov dbr[r2]=r1
1:
//---
	mov r2=cr.iva
	mov psr.l=r33
	srlz.d
	mov rr[r33]=r3
1:
//---
	rsm 0x80000
	mov cr.tpr=r3
1:
//---
	add r33=r3,r2
	add r2=r2,r16
	ssm 0x20000
1:
//---
	ptr.d r1,r1
	mov r3=cr.iva
	;;
	probe.r r3=r16,r3
1:
//---
	;;
	mov cr.dcr=r2
	itc.d r2
	probe.r r1=r16,r3
	mov dbr[r1]=r16
1:
//---
	mov cr.tpr=r16
	itc.d r1
	srlz.i
1:
//---
	srlz.i
	srlz.i
	;;
	mov cr.iva=r1
	;;
	mov r2=cr.dcr
	probe.r r16=r3,r2
1:
//---
	mov rr[r1]=r1
	mov cr.iva=r16
	mov psr.l=r2
	;;
	mov psr.l=r3
	add r33=r3,r3
	mov cr.iva=r1
1:
//---
	mov r33=psr
	mov r16=cr.ivr
	mov r2=cr.ivr
	mov r33=cr.ivr
1:
//---
	add r2=r33,r1
	mov cr.iva=r2
1:
//---
	srlz.i
	;;
	mov pkr[r3]=r33
	mov r1=cr.iva
1:
//---
	;;
	mov psr.l=r3
	;;
	mov cr.dcr=r33
	mov rr[r1]=r16
	mov r33=cr.ivr
	srlz.d
	;;
	mov r33=cr.ivr
1:
//---
	ssm 0x20000
	rsm 0x80000
	mov psr.l=r16
	;;
	mov cr.dcr=r16
	mov dbr[r2]=r16
1:
//---
	;;
	mov cr.eoi=r1
	mov cr.iva=r3
1:
//---
	;;
	mov cr.iva=r16
	;;
	mov cr.dcr=r16
	mov cr.tpr=r2
1:
//---
	mov r16=cr.ivr
	mov psr.l=r3
	srlz.i
1:
//---
	;;
	fadd f40=f41,f42
	srlz.d
	;;
	itc.d r33
	mov r1=cr.ivr
1:
//---
	ssm 0x20000
	mov cr.dcr=r1
1:
//---
	;;
	add r2=r3,r2
	mov r3=psr
	fadd f40=f41,f42
	ld8.s r16=[r3]
1:
//---
	;;
	srlz.d
	;;
	mov dbr[r3]=r1
1:
//---
	mov dbr[r33]=r2
	;;
	mov cr.dcr=r16
1:
//---
	fadd f40=f41,f42
	rsm 0x80000
1:
//---
	;;
	mov r2=cr.ivr
	mov cr.tpr=r3
	;;
	mov psr.l=r3
	mov r2=cr.ivr
	;;
	mov r2=cr.ivr
	;;
	mov rr[r3]=r1
1:
//---
	;;
	mov r33=cr.ivr
	mov r16=cr.ivr
1:
//---
	mov cr.dcr=r16
	fadd f40=f41,f42
	ld8 r33=[r3]
1:
//---
	itc.d r2
	srlz.d
	mov cr.iva=r16
1:
//---
	mov cr.iva=r1
	;;
	srlz.i
	st8 [r2]=r1
	;;
	ld8 r33=[r3]
1:
//---
	;;
	mov cr.eoi=r1
	mov cr.tpr=r3
	rsm 0x80000
	itc.d r33
	mov pkr[r3]=r2
	mov rr[r3]=r16
1:
//---
	mov r2=cr.ivr
	;;
	add r1=r1,r3
1:
//---
	;;
	ld8.s r1=[r16]
	;;
	mov cr.eoi=r2
1:
//---
	mov r2=cr.ivr
	srlz.d
1:
//---
	itc.d r16
	;;
	srlz.i
	mov cr.iva=r1
	srlz.d
	ssm 0x4000
	srlz.d
1:
//---
	;;
	mov r33=cr.ivr
	mov rr[r33]=r2
	;;
	mov pkr[r2]=r3
	ld8 r16=[r33]
	;;
	mov rr[r33]=r2
	mov rr[r16]=r1
1:
//---
	mov dbr[r33]=r1
	mov r3=cr.iva
	rsm 0x80000
	;;
	add r2=r2,r16
	ld8 r1=[r16]
	mov cr.eoi=r1
1:
//---
	mov psr.l=r1
	itc.d r3
	srlz.d
	ld8.s r2=[r1]
	mov r3=cr.iva
	mov cr.dcr=r2
1:
//---
	;;
	mov r3=cr.ivr
	mov r1=cr.dcr
	fadd f40=f41,f42
	;;
	mov dbr[r16]=r1
	;;
	mov dbr[r33]=r16
1:
//---
	mov psr.l=r1
	mov cr.iva=r33
	;;
	ptr.d r2,r33
	mov r3=cr.ivr
1:
//---
	ssm 0x20000
	mov r16=cr.iva
1:
//---
	;;
	mov r16=cr.iva
	srlz.i
1:
//---
	ld8 r3=[r1]
	mov rr[r3]=r3
	mov cr.dcr=r2
1:
//---
	mov cr.eoi=r3
	ld8 r16=[r33]
1:
//---
	st8 [r3]=r1
	;;
	mov pkr[r3]=r2
1:
//---
	st8 [r33]=r3
	;;
	ptr.d r16,r1
	ssm 0x4000
1:
//---
	fadd f40=f41,f42
	srlz.i
	;;
	srlz.i
	probe.r r2=r3,r16
	;;
	fadd f40=f41,f42
1:
//---
	;;
	st8 [r3]=r3
	;;
	srlz.i
	ssm 0x4000
1:
//---
	ssm 0x20000
	fadd f40=f41,f42
	mov cr.dcr=r2
	mov dbr[r2]=r33
1:
//---
	mov r3=cr.dcr
	mov r16=cr.dcr
	;;
	mov psr.l=r2
	;;
	itc.d r33
	;;
	ssm 0x20000
1:
//---
	;;
	ld8.s r2=[r1]
	st8 [r16]=r16
	mov psr.l=r16
	;;
	add r1=r16,r3
1:
//---
	mov cr.iva=r33
	mov psr.l=r1
	;;
	ssm 0x20000
	ssm 0x4000
	mov cr.eoi=r1
	;;
	st8 [r16]=r33
1:
//---
	;;
	ld8 r33=[r16]
	ssm 0x20000
	ssm 0x20000
	;;
	mov r1=cr.ivr
	srlz.i
1:
//---
	;;
	add r1=r1,r2
	;;
	mov pkr[r3]=r2
	mov r16=cr.ivr
	mov cr.dcr=r1
	;;
	mov r33=cr.ivr
1:
//---
	ssm 0x20000
	mov rr[r1]=r33
	mov r3=cr.dcr
1:
//---
	ssm 0x20000
	ssm 0x20000
	mov rr[r16]=r3
	;;
	mov psr.l=r16
1:
//---
	;;
	ssm 0x20000
	ptr.d r2,r16
	;;
	itc.d r16
	ld8 r2=[r1]
	srlz.i
1:
//---
	;;
	mov r2=cr.iva
	mov psr.l=r2
	rsm 0x80000
	mov cr.eoi=r1
	mov r33=cr.iva
	;;
	ssm 0x20000
1:
//---
	mov r1=psr
	mov cr.iva=r16
	;;
	mov rr[r33]=r2
	srlz.d
	;;
	ld8 r16=[r3]
1:
//---
	mov cr.tpr=r3
	;;
	ssm 0x4000
1:
//---
	mov pkr[r3]=r16
	itc.d r16
	;;
	mov rr[r1]=r3
	;;
	st8 [r1]=r33
	mov psr.l=r16
	mov cr.eoi=r16
1:
//---
	;;
	mov r2=cr.iva
	mov r2=cr.dcr
1:
//---
	mov r1=cr.iva
	ssm 0x20000
	add r16=r1,r16
	;;
	mov dbr[r1]=r3
1:
//---
	probe.r r3=r3,r3
	probe.r r1=r3,r3
	mov cr.eoi=r1
1:
//---
	ssm 0x4000
	mov dbr[r1]=r2
	;;
	srlz.d
	add r16=r3,r16
	mov cr.iva=r16
	;;
	srlz.i
1:
//---
	add r2=r33,r2
	itc.d r16
	probe.r r1=r33,r2
	mov cr.tpr=r2
1:
//---
	;;
	mov pkr[r16]=r33
	mov cr.tpr=r16
	mov dbr[r3]=r33
	;;
	mov cr.dcr=r16
	srlz.d
1:
//---
	;;
	mov cr.iva=r16
	mov r2=psr
	add r1=r3,r3
	;;
	rsm 0x80000
	srlz.i
1:
//---
	;;
	ssm 0x20000
	;;
	ssm 0x20000
	;;
	ld8.s r2=[r3]
	;;
	rsm 0x80000
1:
//---
	ssm 0x20000
	mov cr.dcr=r16
	mov cr.dcr=r1
1:
//---
	ssm 0x20000
	ptr.d r1,r3
	;;
	mov pkr[r2]=r33
	ld8.s r2=[r1]
	mov cr.tpr=r16
1:
//---
	;;
	add r1=r1,r33
	ptr.d r2,r1
	mov cr.iva=r1
	;;
	rsm 0x80000
	;;
	srlz.i
	mov psr.l=r1
1:
//---
	ptr.d r2,r33
	mov psr.l=r1
	fadd f40=f41,f42
	st8 [r1]=r16
1:
//---
	;;
	fadd f40=f41,f42
	;;
	mov cr.tpr=r16
	st8 [r3]=r3
	mov pkr[r3]=r33
	st8 [r16]=r1
	ptr.d r2,r16
1:
//---
	;;
	mov rr[r16]=r2
	mov dbr[r16]=r33
	mov r2=cr.dcr
	;;
	mov pkr[r33]=r2
	ld8 r1=[r33]
1:
//---
	srlz.i
	mov cr.iva=r3
	;;
	mov r2=cr.ivr
	mov cr.dcr=r16
	mov psr.l=r3
	;;
	mov pkr[r16]=r3
1:
//---
	ssm 0x4000
	srlz.d
1:
//---
	mov cr.tpr=r2
	probe.r r2=r16,r2
	mov pkr[r16]=r33
	;;
	ptr.d r1,r2
	;;
	srlz.i
	mov psr.l=r1
1:
//---
	mov r1=psr
	itc.d r1
	mov r33=cr.dcr
	add r3=r16,r3
	st8 [r16]=r3
	mov r2=cr.dcr
1:
//---
	;;
	mov r16=cr.iva
	;;
	add r33=r16,r2
1:
//---
	mov dbr[r2]=r3
	mov dbr[r16]=r33
	mov pkr[r1]=r2
	;;
	srlz.i
	srlz.i
1:
//---
	;;
	add r33=r16,r2
	;;
	mov dbr[r33]=r1
	;;
	mov r3=cr.iva
	mov cr.tpr=r2
	;;
	ptr.d r33,r3
	;;
	probe.r r3=r16,r2
1:
//---
	mov r2=cr.iva
	probe.r r33=r2,r3
	mov psr.l=r2
	ssm 0x4000
1:
//---
	ld8 r2=[r3]
	;;
	mov r1=cr.ivr
	ptr.d r16,r33
	srlz.d
1:
//---
	;;
	fadd f40=f41,f42
	ld8 r3=[r3]
1:
//---
	ld8.s r2=[r3]
	mov dbr[r16]=r2
	;;
	srlz.i
	mov cr.eoi=r33
	;;
	ssm 0x4000
1:
//---
	itc.d r1
	ssm 0x20000
	;;
	probe.r r16=r16,r33
	mov pkr[r2]=r16
	;;
	ssm 0x4000
	;;
	mov pkr[r1]=r33
1:
//---
	mov r3=cr.ivr
	st8 [r33]=r3
	mov psr.l=r3
	mov r2=cr.iva
1:
//---
	;;
	ssm 0x20000
	mov r1=cr.dcr
	;;
	mov cr.iva=r3
1:
//---
	mov rr[r1]=r33
	probe.r r33=r16,r33
	srlz.i
	mov cr.tpr=r1
	;;
	fadd f40=f41,f42
1:
//---
	ssm 0x20000
	;;
	add r1=r1,r33
1:
//---
	mov psr.l=r2
	mov r33=cr.ivr
	ssm 0x4000
	probe.r r2=r33,r3
	;;
	ssm 0x4000
	;;
	srlz.i
1:
//---
	mov rr[r16]=r16
	mov r1=cr.dcr
	mov r2=cr.dcr
	;;
	mov cr.dcr=r3
	;;
	mov pkr[r1]=r3
1:
//---
	rsm 0x80000
	mov r16=psr
	mov r3=cr.ivr
	;;
	mov psr.l=r1
1:
//---
	;;
	rsm 0x80000
	srlz.i
	;;
	mov cr.tpr=r3
	;;
	ld8 r3=[r33]
	;;
	ssm 0x4000
	mov r33=psr
1:
//---
	mov r1=cr.ivr
	st8 [r2]=r33
	mov psr.l=r16
	mov dbr[r33]=r2
	;;
	mov rr[r1]=r1
1:
//---
	ptr.d r2,r1
	;;
	mov cr.iva=r1
	srlz.i
	;;
	ld8.s r3=[r2]
	fadd f40=f41,f42
	mov dbr[r16]=r1
1:
//---
	;;
	mov cr.dcr=r1
	;;
	add r1=r3,r16
	;;
	mov cr.dcr=r2
1:
//---
	st8 [r3]=r1
	mov cr.eoi=r1
	ptr.d r3,r33
	mov cr.eoi=r33
1:
//---
	mov rr[r16]=r33
	ptr.d r16,r1
1:
//---
	srlz.d
	mov dbr[r33]=r3
	;;
	mov rr[r33]=r2
	;;
	add r1=r1,r3
	mov r2=cr.iva
	ld8.s r3=[r33]
1:
//---
	mov cr.tpr=r3
	srlz.d
	;;
	mov cr.tpr=r1
	add r1=r16,r33
1:
//---
	ptr.d r1,r16
	srlz.i
1:
//---
	ssm 0x4000
	;;
	mov psr.l=r3
1:
//---
	fadd f40=f41,f42
	ld8 r2=[r16]
	;;
	probe.r r33=r1,r3
	mov r2=cr.ivr
1:
//---
	srlz.i
	mov r16=cr.dcr
	rsm 0x80000
	mov cr.iva=r3
	srlz.d
1:
//---
	rsm 0x80000
	srlz.d
	probe.r r2=r2,r2
1:
//---
	ptr.d r2,r2
	mov psr.l=r3
	srlz.i
	mov cr.tpr=r1
1:
//---
	mov cr.iva=r3
	st8 [r3]=r2
	;;
	mov cr.dcr=r3
1:
//---
	mov r1=cr.dcr
	;;
	st8 [r2]=r33
	mov cr.eoi=r16
1:
//---
	;;
	probe.r r16=r1,r2
	st8 [r33]=r33
1:
//---
	mov r33=psr
	mov r2=psr
	mov r16=cr.dcr
	ssm 0x4000
	st8 [r2]=r16
1:
//---
	;;
	st8 [r16]=r16
	;;
	st8 [r33]=r2
	itc.d r1
1:
//---
	mov cr.dcr=r1
	;;
	mov psr.l=r2
	mov psr.l=r33
	ld8.s r16=[r33]
	;;
	mov r33=cr.iva
1:
//---
	ptr.d r33,r3
	mov r2=cr.dcr
1:
//---
	add r1=r33,r3
	rsm 0x80000
	;;
	ld8 r1=[r1]
1:
//---
	st8 [r3]=r33
	;;
	ssm 0x20000
1:
//---
	mov r2=cr.ivr
	ld8 r16=[r2]
	;;
	add r1=r2,r16
	srlz.i
1:
//---
	mov cr.iva=r3
	st8 [r16]=r3
	ssm 0x4000
1:
//---
	mov r3=cr.iva
	ssm 0x20000
	;;
	ld8 r3=[r16]
1:
//---
	srlz.i
	ptr.d r2,r3
	mov r16=cr.iva
1:
//---
	mov r3=psr
	;;
	mov cr.eoi=r16
	;;
	ld8.s r3=[r2]
	ptr.d r33,r1
	mov psr.l=r1
	rsm 0x80000
1:
//---
	;;
	mov cr.iva=r2
	;;
	mov r3=cr.dcr
	mov psr.l=r16
	mov cr.tpr=r33
	probe.r r1=r33,r3
	;;
	srlz.d
1:
//---
	srlz.i
	mov r1=psr
	rsm 0x80000
1:
//---
	;;
	mov cr.iva=r16
	mov pkr[r16]=r16
	srlz.d
	mov r2=cr.iva
	srlz.i
1:
//---
	;;
	itc.d r16
	mov r3=cr.iva
1:
//---
	st8 [r1]=r2
	ssm 0x4000
	mov rr[r33]=r1
	itc.d r1
	mov r2=cr.iva
1:
//---
	;;
	st8 [r2]=r3
	;;
	mov r3=psr
1:
//---
	mov r33=cr.ivr
	mov psr.l=r3
	st8 [r3]=r33
	;;
	mov cr.eoi=r3
1:
//---
	ld8 r3=[r33]
	mov r3=cr.ivr
	ssm 0x4000
	mov cr.dcr=r3
1:
//---
	mov cr.eoi=r2
	ssm 0x4000
	;;
	mov pkr[r16]=r33
1:
//---
	mov pkr[r16]=r3
	;;
	mov pkr[r2]=r16
	mov r1=psr
	fadd f40=f41,f42
	probe.r r2=r33,r1
1:
//---
	;;
	ssm 0x4000
	add r2=r1,r2
	st8 [r1]=r1
1:
//---
	mov cr.iva=r3
	rsm 0x80000
	mov cr.tpr=r16
	;;
	mov rr[r16]=r33
1:
//---
	mov pkr[r16]=r33
	mov cr.dcr=r16
	ld8 r16=[r1]
	;;
	ld8 r33=[r33]
	mov r2=psr
	st8 [r33]=r1
1:
//---
	mov psr.l=r2
	st8 [r1]=r1
1:
//---
	mov dbr[r2]=r1
	;;
	mov rr[r3]=r33
1:
//---
	srlz.i
	;;
	mov pkr[r3]=r2
	mov dbr[r3]=r33
1:
//---
	rsm 0x80000
	mov pkr[r1]=r1
	;;
	ssm 0x4000
	probe.r r1=r16,r3
	probe.r r2=r16,r33
1:
//---
	ld8.s r16=[r16]
	mov cr.iva=r1
1:
//---
	mov cr.tpr=r16
	add r16=r3,r33
	rsm 0x80000
	;;
	ssm 0x4000
1:
//---
	probe.r r1=r2,r33
	ld8.s r16=[r2]
	mov r16=psr
	ssm 0x20000
	mov cr.eoi=r1
	rsm 0x80000
1:
//---
	;;
	add r1=r3,r2
	ld8.s r2=[r3]
	fadd f40=f41,f42
	mov r3=cr.iva
	fadd f40=f41,f42
1:
//---
	ld8 r2=[r2]
	mov pkr[r16]=r16
	rsm 0x80000
	mov rr[r16]=r16
	fadd f40=f41,f42
	add r1=r2,r16
1:
//---
	rsm 0x80000
	mov r3=cr.ivr
	ld8.s r2=[r2]
	;;
	mov dbr[r2]=r3
	ld8.s r3=[r16]
	mov cr.iva=r2
1:
//---
	mov r3=cr.iva
	ptr.d r16,r1
1:
//---
	mov rr[r3]=r3
	mov rr[r1]=r1
	;;
	ld8.s r16=[r33]
1:
//---
	;;
	add r3=r16,r1
	add r33=r33,r2
	;;
	mov pkr[r3]=r2
	ld8 r1=[r1]
	;;
	fadd f40=f41,f42
	srlz.d
1:
//---
	mov dbr[r33]=r16
	srlz.d
	rsm 0x80000
	ssm 0x20000
	mov r33=psr
1:
//---
	;;
	mov cr.tpr=r3
	srlz.i
	;;
	mov pkr[r3]=r3
	;;
	fadd f40=f41,f42
	mov pkr[r3]=r33
1:
//---
	;;
	mov cr.iva=r3
	mov psr.l=r3
	mov r1=cr.dcr
	ptr.d r3,r16
	;;
	mov r16=cr.iva
1:
//---
	mov cr.iva=r1
	mov psr.l=r1
	;;
	ssm 0x20000
1:
//---
	ptr.d r2,r16
	ld8 r1=[r1]
1:
//---
	itc.d r2
	ssm 0x4000
	itc.d r2
	mov cr.tpr=r16
	mov cr.iva=r16
1:
//---
	;;
	st8 [r2]=r2
	;;
	ld8.s r3=[r3]
	rsm 0x80000
1:
//---
	;;
	mov r16=cr.dcr
	;;
	mov r1=cr.ivr
	mov r2=psr
	mov cr.eoi=r1
	;;
	mov psr.l=r3
1:
//---
	ssm 0x20000
	mov cr.dcr=r16
	;;
	mov cr.tpr=r1
	mov cr.eoi=r2
	mov rr[r16]=r33
1:
//---
	mov r1=cr.dcr
	mov r3=cr.ivr
	;;
	st8 [r1]=r16
	;;
	ld8.s r2=[r2]
1:
//---
	ssm 0x20000
	mov psr.l=r33
	;;
	mov dbr[r33]=r16
1:
//---
	;;
	mov cr.iva=r33
	ssm 0x4000
	ld8.s r3=[r2]
	;;
	srlz.d
1:
//---
	srlz.i
	mov r3=cr.ivr
	ssm 0x4000
	mov r1=cr.iva
	;;
	add r16=r2,r3
	;;
	ld8.s r3=[r1]
1:
//---
	ld8.s r33=[r1]
	mov r33=cr.dcr
	;;
	ptr.d r2,r3
1:
//---
	mov pkr[r3]=r1
	mov r16=cr.iva
	mov r33=cr.ivr
	;;
	ssm 0x20000
	ssm 0x20000
1:
//---
	;;
	mov cr.dcr=r3
	;;
	mov rr[r1]=r1
	srlz.i
	;;
	mov rr[r33]=r33
	ssm 0x20000
	mov cr.dcr=r3
1:
//---
	mov pkr[r3]=r1
	ld8.s r33=[r3]
1:
//---
	;;
	ld8 r2=[r33]
	ssm 0x20000
1:
//---
	mov r16=cr.dcr
	;;
	mov rr[r16]=r16
	probe.r r33=r1,r16
1:
//---
	itc.d r16
	;;
	itc.d r16
1:
//---
	itc.d r16
	mov pkr[r3]=r33
	;;
	mov r3=psr
	;;
	st8 [r1]=r3
	;;
	mov cr.tpr=r1
	mov psr.l=r33
1:
//---
	;;
	st8 [r16]=r16
	mov pkr[r1]=r33
1:
//---
	probe.r r3=r33,r1
	rsm 0x80000
	;;
	mov rr[r16]=r2
	mov cr.eoi=r1
1:
//---
	mov cr.tpr=r1
	;;
	mov r3=cr.ivr
	;;
	ld8.s r33=[r2]
	mov r2=cr.ivr
1:
//---
	ld8.s r3=[r3]
	;;
	mov dbr[r33]=r3
	probe.r r33=r2,r16
	;;
	srlz.d
1:
//---
	fadd f40=f41,f42
	mov r16=cr.iva
	mov rr[r2]=r3
	;;
	mov r33=cr.ivr
1:
//---
	ld8 r1=[r3]
	;;
	ssm 0x20000
	itc.d r16
	;;
	mov psr.l=r3
	;;
	mov rr[r2]=r33
1:
//---
	ptr.d r16,r1
	mov r3=cr.dcr
1:
//---
	mov r2=psr
	mov r3=psr
1:
//---
	probe.r r33=r3,r33
	;;
	srlz.i
	mov r3=cr.iva
1:
//---
	mov cr.dcr=r1
	fadd f40=f41,f42
	mov r16=cr.iva
1:
//---
	;;
	rsm 0x80000
	probe.r r1=r16,r16
	mov cr.eoi=r3
	;;
	ld8 r33=[r33]
	ssm 0x4000
	srlz.i
1:
//---
	mov cr.eoi=r2
	mov cr.iva=r16
	ld8.s r2=[r1]
	itc.d r3
	probe.r r2=r3,r2
1:
//---
	mov rr[r1]=r1
	;;
	mov r3=cr.iva
	add r3=r33,r33
	mov r33=cr.ivr
	st8 [r16]=r16
1:
//---
	;;
	mov r3=psr
	mov rr[r1]=r33
	;;
	st8 [r3]=r33
	fadd f40=f41,f42
1:
//---
	;;
	mov psr.l=r16
	mov r33=cr.dcr
	ld8.s r3=[r33]
	mov dbr[r2]=r3
	mov dbr[r3]=r33
	;;
	ssm 0x4000
1:
//---
	mov r16=cr.ivr
	mov r3=cr.ivr
	mov psr.l=r33
	st8 [r2]=r1
1:
//---
	ptr.d r33,r1
	mov rr[r1]=r3
	fadd f40=f41,f42
	;;
	mov cr.eoi=r16
	ld8.s r1=[r1]
	;;
	mov r33=cr.iva
1:
//---
	;;
	ssm 0x4000
	mov r2=cr.ivr
	st8 [r33]=r1
	;;
	mov r33=cr.ivr
	;;
	mov cr.dcr=r1
	;;
	mov r16=cr.ivr
1:
//---
	mov pkr[r1]=r33
	srlz.d
	;;
	rsm 0x80000
	;;
	rsm 0x80000
	ld8.s r1=[r3]
1:
//---
	ld8 r1=[r1]
	;;
	ld8 r33=[r1]
	probe.r r2=r2,r2
1:
