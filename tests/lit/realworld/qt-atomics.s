# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# RUN: %epicsched as -x %s -o %t.o
# RUN: %ia64-as -x %s -o %t.gnu.o
# RUN: cmp %t.o %t.gnu.o
# REQUIRES: ia64-as
# CHECK: all stages pass
# g++ 4.3 -O2 output of Qt 4's QtCore/qatomic_ia64.h inline functions (written for this suite in
# that style), checked as the corpus checks GCC output and also with -x, as g++ runs GNU as:
# COMDAT `.text._ZN...,"axG",@progbits,NAME,comdat` sections (GNU as gives no
# "setting incorrect section attributes" there), `.weak NAME#`, `.align 16` + `.align 64`,
# `#APP` bodies with `// 161 "qatomic_ia64.h" 1` markers, `fetchadd4.acq`/`.rel`,
# `mov ar.ccv=r33` `;;` `cmpxchg4.acq ...,ar.ccv`, `xchg4`, `mf`, `cmpxchg8.acq`, a
# fetch-and-add retry loop with `.pred.rel "mutex",p6,p7` inside the asm string,
# `.pred.rel.mutex` from GCC.
	.file	"qatomic_ia64.cpp"
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.text._ZN15QBasicAtomicInt3refEv,"axG",@progbits,_ZN15QBasicAtomicInt3refEv,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt3refEv#
	.type	_ZN15QBasicAtomicInt3refEv#, @function
	.proc _ZN15QBasicAtomicInt3refEv#
_ZN15QBasicAtomicInt3refEv:
	.prologue
	.body
#APP
	// 161 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	fetchadd4.acq r14=[r32],1

	// 0 "" 2
#NO_APP
	;;
	cmp4.ne p6, p7 = -1, r14
	;;
	.pred.rel.mutex p6, p7
	(p6) addl r8 = 1, r0
	(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt3refEv#
	.section	.text._ZN15QBasicAtomicInt5derefEv,"axG",@progbits,_ZN15QBasicAtomicInt5derefEv,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt5derefEv#
	.type	_ZN15QBasicAtomicInt5derefEv#, @function
	.proc _ZN15QBasicAtomicInt5derefEv#
_ZN15QBasicAtomicInt5derefEv:
	.prologue
	.body
#APP
	// 170 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	fetchadd4.rel r14=[r32],-1

	// 0 "" 2
#NO_APP
	;;
	cmp4.ne p6, p7 = 1, r14
	;;
	.pred.rel.mutex p6, p7
	(p6) addl r8 = 1, r0
	(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt5derefEv#
	.section	.text._ZN15QBasicAtomicInt17testAndSetAcquireEii,"axG",@progbits,_ZN15QBasicAtomicInt17testAndSetAcquireEii,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt17testAndSetAcquireEii#
	.type	_ZN15QBasicAtomicInt17testAndSetAcquireEii#, @function
	.proc _ZN15QBasicAtomicInt17testAndSetAcquireEii#
_ZN15QBasicAtomicInt17testAndSetAcquireEii:
	.prologue
	.body
	mov r14 = r33
#APP
	// 211 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	mov ar.ccv=r33
;;
cmpxchg4.acq r15=[r32],r34,ar.ccv

	// 0 "" 2
#NO_APP
	;;
	cmp4.eq p6, p7 = r15, r14
	;;
	.pred.rel.mutex p6, p7
	(p6) addl r8 = 1, r0
	(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt17testAndSetAcquireEii#
	.section	.text._ZN15QBasicAtomicInt17testAndSetReleaseEii,"axG",@progbits,_ZN15QBasicAtomicInt17testAndSetReleaseEii,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt17testAndSetReleaseEii#
	.type	_ZN15QBasicAtomicInt17testAndSetReleaseEii#, @function
	.proc _ZN15QBasicAtomicInt17testAndSetReleaseEii#
_ZN15QBasicAtomicInt17testAndSetReleaseEii:
	.prologue
	.body
	mov r14 = r33
#APP
	// 222 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	mov ar.ccv=r33
;;
cmpxchg4.rel r15=[r32],r34,ar.ccv

	// 0 "" 2
#NO_APP
	;;
	cmp4.eq p6, p7 = r15, r14
	;;
	.pred.rel.mutex p6, p7
	(p6) addl r8 = 1, r0
	(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt17testAndSetReleaseEii#
	.section	.text._ZN15QBasicAtomicInt19fetchAndStoreAcquireEi,"axG",@progbits,_ZN15QBasicAtomicInt19fetchAndStoreAcquireEi,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt19fetchAndStoreAcquireEi#
	.type	_ZN15QBasicAtomicInt19fetchAndStoreAcquireEi#, @function
	.proc _ZN15QBasicAtomicInt19fetchAndStoreAcquireEi#
_ZN15QBasicAtomicInt19fetchAndStoreAcquireEi:
	.prologue
	.body
#APP
	// 240 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	xchg4 r8=[r32],r33

	// 0 "" 2
#NO_APP
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt19fetchAndStoreAcquireEi#
	.section	.text._ZN15QBasicAtomicInt18fetchAndAddRelaxedEi,"axG",@progbits,_ZN15QBasicAtomicInt18fetchAndAddRelaxedEi,comdat
	.align 16
	.align 64
	.weak _ZN15QBasicAtomicInt18fetchAndAddRelaxedEi#
	.type	_ZN15QBasicAtomicInt18fetchAndAddRelaxedEi#, @function
	.proc _ZN15QBasicAtomicInt18fetchAndAddRelaxedEi#
_ZN15QBasicAtomicInt18fetchAndAddRelaxedEi:
	.prologue
	.body
	.mmi
	nop 0
	nop 0
	mov r15 = r33
.L17:
	;;
	ld4 r14 = [r32]
	;;
	add r16 = r14, r15
	mov r17 = r14
	;;
#APP
	// 276 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	mov ar.ccv=r17
;;
cmpxchg4.rel r18=[r32],r16,ar.ccv
;;
cmp4.eq p6,p7=r18,r17
;;
.pred.rel "mutex",p6,p7
(p7) mov r17=r18

	// 0 "" 2
#NO_APP
	;;
	cmp4.ne p8, p9 = r18, r14
	;;
	(p8) br.cond.dptk .L17
	mov r8 = r14
	br.ret.sptk.many b0
	.endp _ZN15QBasicAtomicInt18fetchAndAddRelaxedEi#
	.section	.text._ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_,"axG",@progbits,_ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_,comdat
	.align 16
	.align 64
	.weak _ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_#
	.type	_ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_#, @function
	.proc _ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_#
_ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_:
	.prologue
	.body
#APP
	// 396 "/usr/include/qt4/QtCore/qatomic_ia64.h" 1
	mf
;;
mov ar.ccv=r33
;;
cmpxchg8.acq r14=[r32],r34,ar.ccv

	// 0 "" 2
#NO_APP
	;;
	cmp.eq p6, p7 = r14, r33
	;;
	.pred.rel.mutex p6, p7
	(p6) addl r8 = 1, r0
	(p7) mov r8 = r0
	br.ret.sptk.many b0
	.endp _ZN18QBasicAtomicPointerIvE17testAndSetOrderedEPvS1_#
	.ident	"GCC: (Debian 4.3.2-1.1) 4.3.2"
	.section	.note.GNU-stack,"",@progbits
