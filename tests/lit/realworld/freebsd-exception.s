# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# FreeBSD/ia64 exception.S, context.S and support.S style after cpp: IVT_ENTRY(name, offset) as
# `.org ia64_vector_table + offset; .global ivt_##name; .proc ivt_##name; .prologue;
# .unwabi @svr4, 'I'; .save rp, r0; .body; ivt_##name:`, IVT_END as `.endp`, bsw.0/bsw.1 bank
# switches, cr.ifs/cover, savectx/restorectx with ar.unat around spills, ar.rsc/ar.bspstore/ar.rnat
# and loadrs, the onfault handler protocol of fusword/casuword (movl of a local label, @ltoff),
# cmpxchg8.acq with ar.ccv, fetchadd4.rel, ENTRY(name, n) with `.regstk n,0,0,0`, .size from labels.
	.section .ivt, "ax"
	.align 32768
	.global ia64_vector_table
	.size ia64_vector_table, 32768
ia64_vector_table:
	.org ia64_vector_table + 0x0000
	.global ivt_VHPT_Translation
	.proc ivt_VHPT_Translation
	.prologue
	.unwabi @svr4, 'I'
	.save rp, r0
	.body
ivt_VHPT_Translation:
	mov r16 = cr.ifa
	mov r18 = pr
	;;
	thash r17 = r16
	;;
	ttag r19 = r16
	ld8 r20 = [r17]
	;;
	cmp.ne p15, p14 = r19, r20
	;;
(p15)	br.cond.spnt 2f
	itc.d r20
	;;
	mov pr = r18, 0x1ffff
	rfi
	;;
2:	mov pr = r18, 0x1ffff
	br.sptk exception_save
	;;
	.endp ivt_VHPT_Translation
	.org ia64_vector_table + 0x0400
	.global ivt_Instruction_TLB
	.proc ivt_Instruction_TLB
	.prologue
	.unwabi @svr4, 'I'
	.save rp, r0
	.body
ivt_Instruction_TLB:
	mov r16 = cr.iha
	mov r17 = pr
	;;
	ld8 r18 = [r16]
	;;
	tbit.z p15, p14 = r18, 0
	;;
(p15)	br.cond.spnt 2f
	itc.i r18
	;;
	mov pr = r17, 0x1ffff
	rfi
	;;
2:	mov pr = r17, 0x1ffff
	br.sptk exception_save
	;;
	.endp ivt_Instruction_TLB
	.org ia64_vector_table + 0x0c00
	.global ivt_Alternate_Data_TLB
	.proc ivt_Alternate_Data_TLB
	.prologue
	.unwabi @svr4, 'I'
	.save rp, r0
	.body
ivt_Alternate_Data_TLB:
	mov r16 = cr.ifa
	movl r17 = 0x0010000000000661
	;;
	dep r16 = 0, r16, 50, 14
	;;
	or r16 = r16, r17
	;;
	itc.d r16
	;;
	rfi
	;;
	.endp ivt_Alternate_Data_TLB
	.org ia64_vector_table + 0x1000

	.text
	.align 32
	.global exception_save
	.proc exception_save
exception_save:
	.prologue
	.unwabi @svr4, 'I'
	.save rp, r0
	.body
	bsw.1
	;;
	mov r16 = cr.ipsr
	mov r17 = cr.iip
	mov r18 = cr.isr
	;;
	mov r19 = cr.ifa
	mov r20 = ar.rsc
	mov r21 = ar.pfs
	;;
	mov ar.rsc = 0
	;;
	cover
	;;
	mov r22 = cr.ifs
	mov r23 = ar.bspstore
	;;
	mov r24 = ar.rnat
	mov r25 = ar.k7
	;;
	mov ar.bspstore = r25
	;;
	mov r26 = ar.bsp
	;;
	sub r26 = r26, r25
	;;
	shl r26 = r26, 16
	;;
	mov ar.rsc = 3
	bsw.0
	;;
	srlz.d
	br.sptk.many b7
	;;
	.endp exception_save

	.text
	.align 32
	.global savectx
	.proc savectx
savectx:
	.regstk 1, 0, 0, 0
	.prologue
	.body
	{ .mmi
	flushrs
	mov r17 = ar.unat
	add r3 = 8, r32
	;;
	}
	{ .mmi
.mem.offset 0, 0
	st8.spill [r32] = r4, 16
.mem.offset 8, 0
	st8.spill [r3] = r5, 16
	mov r16 = b0
	;;
	}
	{ .mmi
.mem.offset 16, 0
	st8.spill [r32] = r6, 16
.mem.offset 24, 0
	st8.spill [r3] = r7, 16
	mov r18 = pr
	;;
	}
	{ .mmi
	mov r19 = ar.unat
	mov r20 = ar.bsp
	nop.i 0
	;;
	}
	{ .mmi
	st8 [r32] = r19, 16
	st8 [r3] = r20, 16
	nop.i 0
	;;
	}
	{ .mmi
	st8 [r32] = r16, 16
	st8 [r3] = r18
	mov r8 = r0
	}
	{ .mib
	mov ar.unat = r17
	nop.i 0
	br.ret.sptk rp
	;;
	}
	.endp savectx
	.size savectx, . - savectx

	.text
	.align 32
	.global restorectx
	.proc restorectx
restorectx:
	.regstk 1, 0, 0, 0
	.prologue
	.body
	add r3 = 8, r32
	;;
	ld8 r16 = [r32], 32
	ld8 r17 = [r3], 32
	;;
	mov ar.unat = r17
	;;
	ld8.fill r4 = [r32], 16
	ld8.fill r5 = [r3], 16
	;;
	ld8.fill r6 = [r32], 16
	ld8.fill r7 = [r3], 16
	;;
	mov ar.rsc = 0
	;;
	loadrs
	;;
	mov ar.bspstore = r16
	;;
	mov ar.rnat = r17
	mov ar.rsc = 3
	mov r8 = 1
	br.ret.sptk rp
	;;
	.endp restorectx

// support.S: the onfault protocol (pcb_onfault points at the recovery code)
	.text
	.align 32
	.global fusword
	.proc fusword
fusword:
	.regstk 1, 0, 0, 0
	.prologue
	.body
	addl r14 = @ltoff(curthread), gp
	;;
	ld8 r14 = [r14]
	;;
	ld8 r15 = [r14]
	;;
	add r15 = 16, r15
	movl r16 = 1f
	;;
	st8 [r15] = r16
	mov r8 = -1
	;;
	ld2.acq r8 = [r32]
	;;
	st8 [r15] = r0
1:	br.ret.sptk rp
	;;
	.endp fusword

	.text
	.align 32
	.global casuword
	.proc casuword
casuword:
	.regstk 3, 0, 0, 0
	.prologue
	.body
	mov ar.ccv = r33
	;;
	mf
	;;
	cmpxchg8.acq r8 = [r32], r34, ar.ccv
	;;
	fetchadd4.rel r9 = [r32], 1
	;;
	mf.a
	br.ret.sptk rp
	;;
	.endp casuword
	.size casuword, . - casuword
