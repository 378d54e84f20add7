# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Linux arch/ia64/lib/do_csum.S and checksum.c (GCC output) after cpp (written for this suite in
# their style): `.rotr word1[4], word2[4], result1[2 +2]` with cpp arithmetic in the counts and
# indices (`p[2 +1]`, `result1[2 -1]`), `.rotp p[(2 +2)], pC1[2]`, `(pC1[1])adds` with no space,
# `brp.loop.imp 1f,2f`, `mov pr.rot=1<<16`, `mov ar.ec=(2 +2)`, `br.ctop.sptk`, `.save pr`/`.save
# ar.lc` mid-prologue, `cmp.eq.or.andcm`, `tbit.nz`, `extr.u`/`zxt2`/`dep` folding, `name#` symbols.
# 1 "arch/ia64/lib/do_csum.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "arch/ia64/lib/do_csum.S"
# 15 "arch/ia64/lib/do_csum.S"
# 1 "include/asm/asmmacro.h" 1
# 16 "arch/ia64/lib/do_csum.S" 2
# 92 "arch/ia64/lib/do_csum.S"
 .text
 .align 32
 .global do_csum
 .proc do_csum
do_csum:
 .prologue
 .save ar.pfs, r11
 alloc r11=ar.pfs,2,16,0,16
 .rotr word1[4], word2[4], result1[2 +2], result2[2 +2]
 .rotp p[(2 +2)], pC1[2], pC2[2]
 mov r8=r0
 cmp.lt p0,p6=r0,r33
 ;;
 add r15=r32,r33
 .save pr, r10
 mov r10=pr
(p6) br.ret.spnt.many rp

 mov r16=-1
 tbit.nz p15,p0=r32,0
 and r14=-8,r32
 and r19=7,r32
 mov r17=-1
 ;;
 adds r2=-1,r15
 and r20=7,r15
 ;;
 sub r15=8,r20
 and r22=-8,r2
 ;;
 sub r3=r22,r14
 .save ar.lc, r9
 mov r9=ar.lc
 cmp.eq p8,p9=r22,r14

 ld8 r18=[r14],8
 and r15=7, r15
 shl r2=r19,3
 ;;
(p9) ld8 r21=[r22]
 shl r15=r15,3
(p9) adds r3=-8,r3
 ;;
(p8) mov r21=r0
 shl r16=r16,r2
 shr.u r17=r17,r15
 ;;
 .body

(p8) and r16=r16,r17
(p9) and word2[0]=r21,r17
 shr.u r3=r3,3
 ;;
 and word1[0]=r18,r16
 tbit.nz p10,p11=r3,0
 ;;
(p8) mov result1[0]=word1[0]
(p9) add result1[0]=word1[0],word2[0]
 ;;
 cmp.ltu p6,p0=result1[0],word1[0]
 cmp.eq.or.andcm p8,p0=0,r3
 ;;
(p6) adds result1[0]=1,result1[0]
(p8) br.cond.dptk .do_csum_exit
(p11) br.cond.dptk .do_csum16

 ld8 word1[1]=[r14],8
 cmp.eq p9,p10=1,r3
 adds r3=-1,r3
 ;;
 add result1[0]=result1[0],word1[1]
 ;;
 cmp.ltu p6,p0=result1[0],word1[1]
 ;;
(p6) adds result1[0]=1,result1[0]
(p9) br.cond.sptk .do_csum_exit

.do_csum16:
 add r23=8,r14
 shr.u r3=r3,1
 ;;
 adds r3=-1,r3
 mov r30=r0
 mov r31=r0
 brp.loop.imp 1f,2f
 ;;
 mov ar.ec=(2 +2)
 mov ar.lc=r3
 mov pr.rot=1<<16

 mov result2[0]=r0
 ;;
 .align 32
1:
(p[2 +1]) cmp.ltu pC1[0],p0=result1[2],word1[2 +1]
(pC1[1])adds r30=1,r30
(p[2 +1]) cmp.ltu pC2[0],p0=result2[2],word2[2 +1]
(pC2[1])adds r31=1,r31
(p[2]) add result1[2 -1]=result1[2],word1[2]
(p[2]) add result2[2 -1]=result2[2],word2[2]
2:
(p[0]) ld8 word1[0]=[r14],16
(p[0]) ld8 word2[0]=[r23],16
 br.ctop.sptk 1b
 ;;

(pC1[1])adds r30=1,r30
(pC2[1])adds r31=1,r31
 ;;
 add result1[2 -1]=result1[2 -1],r30
 add result2[2 -1]=result2[2 -1],r31
 ;;
 cmp.ltu p6,p0=result1[2 -1],r30
 cmp.ltu p7,p0=result2[2 -1],r31
 ;;
(p6) adds result1[2 -1]=1,result1[2 -1]
(p7) adds result2[2 -1]=1,result2[2 -1]
 ;;
.do_csum_exit:
 add result1[0]=result1[2 -1],result2[2 -1]
 ;;
 cmp.ltu p6,p0=result1[0],result2[2 -1]
 ;;
(p6) adds result1[0]=1,result1[0]
 ;;
 mov r2=0xffff
 extr.u r14=result1[0],16,16
 zxt2 r15=result1[0]
 extr.u r16=result1[0],32,16
 extr.u r17=result1[0],48,16
 ;;
 add r14=r14,r15
 add r16=r16,r17
 ;;
 add r8=r14,r16
 ;;
 extr.u r14=r8,16,16
 zxt2 r15=r8
 ;;
 add r8=r14,r15
 ;;
(p15) extr.u r14=r8,8,8
(p15) dep r8=r8,r8,8,8
 ;;
(p15) mov r8=r14
 ;;
(p15) dep r8=r8,r14,8,8
 mov pr=r10,-1
 mov ar.lc=r9
 br.ret.sptk.many rp
 .endp do_csum
# 1 "arch/ia64/lib/csum_partial_copy.c"
# 1 "arch/ia64/lib/checksum.c"
 .text
 .align 16
 .global csum_fold#
 .proc csum_fold#
csum_fold#:
 .prologue
 .body
 extr.u r14 = r32, 16, 16
 zxt2 r15 = r32
 ;;
 add r8 = r14, r15
 ;;
 extr.u r14 = r8, 16, 16
 zxt2 r15 = r8
 ;;
 add r8 = r14, r15
 ;;
 andcm r8 = -1, r8
 ;;
 zxt2 r8 = r8
 br.ret.sptk.many b0
 .endp csum_fold#
