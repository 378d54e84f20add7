# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# 1 "MdePkg/Library/BaseLib/Ipf/AccessGcr.s"
/// EDK2 MdePkg BaseLib/BaseSynchronizationLib/BasePalLib Ipf sources in their GNU-as form
/// (written for this suite in their style): `.auto`, `.type X, @function` + `X::` global
/// labels, `br.ret.dpnt b0;;`, every control register (`cr.dcr` .. `cr.lrr1`, `cr.irr0-3`,
/// `cr.ivr`, `cr.eoi`), `dbr[]`/`ibr[]`/`pmc[]`/`pmd[]`/`cpuid[]`, `ar.k0-7`, `psr` with
/// `rsm 0x6000` + `srlz.d`, `fc`/`sync.i`/`srlz.i`, AsmPalCall's static/stacked dispatch
/// with `mov loc = ip` return addresses, SwitchStack's ar.rsc/ar.bspstore switch and
/// SetJump/LongJump with `ar.unat` around `st8.spill`.
.auto
.text

.proc AsmReadDcr
.type AsmReadDcr, @function
AsmReadDcr::
        mov r8 = cr.dcr;;
        br.ret.dpnt b0;;
.endp AsmReadDcr

.proc AsmWriteDcr
.type AsmWriteDcr, @function
.regstk 1, 0, 0, 0
AsmWriteDcr::
        mov cr.dcr = in0
        mov r8 = in0;;
        srlz.i;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWriteDcr

.proc AsmReadItc
.type AsmReadItc, @function
AsmReadItc::
        mov r8 = ar.itc;;
        br.ret.dpnt b0;;
.endp AsmReadItc

.proc AsmReadItm
.type AsmReadItm, @function
AsmReadItm::
        mov r8 = cr.itm;;
        br.ret.dpnt b0;;
.endp AsmReadItm

.proc AsmWriteItm
.type AsmWriteItm, @function
.regstk 1, 0, 0, 0
AsmWriteItm::
        mov cr.itm = in0
        mov r8 = in0;;
        srlz.d;
        br.ret.dpnt b0;;
.endp AsmWriteItm

.proc AsmReadIva
.type AsmReadIva, @function
AsmReadIva::
        mov r8 = cr.iva;;
        br.ret.dpnt b0;;
.endp AsmReadIva

.proc AsmWriteIva
.type AsmWriteIva, @function
.regstk 1, 3, 0, 0
AsmWriteIva::
        alloc loc1 = ar.pfs, 1, 2, 0, 0
        mov loc0 = psr
        rsm 0x6000 ;;
        srlz.d ;;
        mov cr.iva = in0 ;;
        srlz.i ;;
        mov psr.l = loc0 ;;
        srlz.d ;;
        mov r8 = in0
        mov ar.pfs = loc1
        br.ret.dpnt b0;;
.endp AsmWriteIva

.proc AsmReadPta
.type AsmReadPta, @function
AsmReadPta::
        mov r8 = cr.pta;;
        br.ret.dpnt b0;;
.endp AsmReadPta

.proc AsmReadLid
.type AsmReadLid, @function
AsmReadLid::
        mov r8 = cr.lid;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmReadLid

.proc AsmReadIvr
.type AsmReadIvr, @function
AsmReadIvr::
        mov r8 = cr.ivr;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmReadIvr

.proc AsmReadTpr
.type AsmReadTpr, @function
AsmReadTpr::
        mov r8 = cr.tpr;;
        br.ret.dpnt b0;;
.endp AsmReadTpr

.proc AsmWriteTpr
.type AsmWriteTpr, @function
.regstk 1, 0, 0, 0
AsmWriteTpr::
        mov cr.tpr = in0
        mov r8 = in0;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWriteTpr

.proc AsmWriteEoi
.type AsmWriteEoi, @function
AsmWriteEoi::
        mov cr.eoi = r0;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWriteEoi

.proc AsmReadIrr0
.type AsmReadIrr0, @function
AsmReadIrr0::
        mov r8 = cr.irr0;;
        br.ret.dpnt b0;;
.endp AsmReadIrr0

.proc AsmReadIrr3
.type AsmReadIrr3, @function
AsmReadIrr3::
        mov r8 = cr.irr3;;
        br.ret.dpnt b0;;
.endp AsmReadIrr3

.proc AsmReadItv
.type AsmReadItv, @function
AsmReadItv::
        mov r8 = cr.itv;;
        br.ret.dpnt b0;;
.endp AsmReadItv

.proc AsmWritePmv
.type AsmWritePmv, @function
.regstk 1, 0, 0, 0
AsmWritePmv::
        mov cr.pmv = in0
        mov r8 = in0;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWritePmv

.proc AsmReadCmcv
.type AsmReadCmcv, @function
AsmReadCmcv::
        mov r8 = cr.cmcv;;
        br.ret.dpnt b0;;
.endp AsmReadCmcv

.proc AsmWriteLrr1
.type AsmWriteLrr1, @function
.regstk 1, 0, 0, 0
AsmWriteLrr1::
        mov cr.lrr1 = in0
        mov r8 = in0;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWriteLrr1

# 1 "MdePkg/Library/BaseLib/Ipf/AccessDbr.s"
.proc AsmReadDbr
.type AsmReadDbr, @function
.regstk 1, 0, 0, 0
AsmReadDbr::
        mov r8 = dbr[in0];;
        br.ret.dpnt b0;;
.endp AsmReadDbr

.proc AsmWriteIbr
.type AsmWriteIbr, @function
.regstk 2, 0, 0, 0
AsmWriteIbr::
        mov ibr[in0] = in1
        mov r8 = in1;;
        srlz.i;;
        br.ret.dpnt b0;;
.endp AsmWriteIbr

# 1 "MdePkg/Library/BaseLib/Ipf/AccessPmr.s"
.proc AsmReadPmc
.type AsmReadPmc, @function
.regstk 1, 0, 0, 0
AsmReadPmc::
        srlz.i;;
        srlz.d;;
        mov r8 = pmc[in0];;
        br.ret.dpnt b0;;
.endp AsmReadPmc

.proc AsmWritePmd
.type AsmWritePmd, @function
.regstk 2, 0, 0, 0
AsmWritePmd::
        mov pmd[in0] = in1
        mov r8 = in1;;
        srlz.i;;
        srlz.d;;
        br.ret.dpnt b0;;
.endp AsmWritePmd

# 1 "MdePkg/Library/BaseLib/Ipf/Cpuid.s"
.proc AsmReadCpuid
.type AsmReadCpuid, @function
.regstk 1, 0, 0, 0
AsmReadCpuid::
        mov r8 = cpuid[r32];;
        br.ret.dpnt b0;;
.endp AsmReadCpuid

# 1 "MdePkg/Library/BaseLib/Ipf/AccessKr.s"
.proc AsmReadKr7
.type AsmReadKr7, @function
AsmReadKr7::
        mov r8 = ar.k7;;
        br.ret.dpnt b0;;
.endp AsmReadKr7

.proc AsmWriteKr7
.type AsmWriteKr7, @function
.regstk 1, 3, 0, 0
AsmWriteKr7::
        mov ar.k7 = in0
        mov r8 = in0;;
        br.ret.dpnt b0;;
.endp AsmWriteKr7

# 1 "MdePkg/Library/BaseLib/Ipf/AccessPsr.s"
.proc AsmReadPsr
.type AsmReadPsr, @function
AsmReadPsr::
        mov r8 = psr;;
        br.ret.dpnt b0;;
.endp AsmReadPsr

.proc AsmWritePsr
.type AsmWritePsr, @function
.regstk 1, 0, 0, 0
AsmWritePsr::
        mov psr.l = in0
        mov r8 = in0;;
        srlz.d;;
        srlz.i;;
        br.ret.dpnt b0;;
.endp AsmWritePsr

.proc GetInterruptState
.type GetInterruptState, @function
GetInterruptState::
        mov r8 = psr
        ;;
        extr.u r8 = r8, 14, 1
        br.ret.sptk.many b0
.endp GetInterruptState

.proc DisableInterrupts
.type DisableInterrupts, @function
DisableInterrupts::
        rsm 0x4000
        srlz.d;;
        br.ret.sptk.many b0
.endp DisableInterrupts

.proc EnableInterrupts
.type EnableInterrupts, @function
EnableInterrupts::
        ssm 0x4000
        srlz.d;;
        br.ret.sptk.many b0
.endp EnableInterrupts

# 1 "MdePkg/Library/BaseLib/Ipf/FlushCacheRange.s"
.proc AsmFlushCacheRange
.type AsmFlushCacheRange, @function
.regstk 2, 0, 0, 0
AsmFlushCacheRange::
        alloc r2 = ar.pfs, 2, 0, 0, 0
        mov r3 = ar.lc
        .body
        shr.u r14 = in1, 5
        mov r15 = in0
        ;;
        cmp.eq p6, p0 = r14, r0
        add r14 = -1, r14
(p6)    br.cond.spnt.few .Ldone
        ;;
        mov ar.lc = r14
        ;;
.Lloop:
        fc r15
        add r15 = 32, r15
        br.cloop.sptk.few .Lloop
        ;;
        sync.i
        ;;
        srlz.i
        ;;
.Ldone:
        mov ar.lc = r3
        mov r8 = in0
        br.ret.sptk.many b0
.endp AsmFlushCacheRange

# 1 "MdePkg/Library/BasePalLibNull/Ipf/AsmPalCall.s"
.proc AsmPalCall
.type AsmPalCall, @function
AsmPalCall::
         alloc   loc1 = ar.pfs,5,8,4,0
         mov     loc0 = b0
         mov     loc3 = b5
         mov     loc4 = r2
         mov     loc7 = r1
         mov     r2 = psr;;
         mov     r28 = in1
         mov     loc5 = r2;;

         movl    loc6 = 0x100;;
         cmp.ge  p6,p7 = r28,loc6;;

(p6)     movl    loc6 = 0x1FF;;
(p7)     br.dpnt.few PalCallStatic;;
(p6)     cmp.le  p6,p7 = r28,loc6;;
(p6)     br.dpnt.few PalCallStacked;;
(p7)     movl    loc6 = 0x300;;
(p7)     cmp.ge  p6,p7 = r28,loc6;;
(p7)     br.dpnt.few PalCallStatic;;
(p6)     movl    loc6 = 0x3FF;;
(p6)     cmp.le  p6,p7 = r28,loc6;;
(p6)     br.dpnt.few PalCallStacked;;

(p7)     mov     r8 = 0xFFFFFFFFFFFFFFFF;;
(p7)     br.dpnt.few ComeBackFromPALCall;;

PalCallStatic:
         movl    loc6 = PalProcReturn;;
         mov     r29 = in2
         mov     r30 = in3
         mov     r31 = in4
         mov     b5 = in0;;
         mov     b0 = loc6
         rsm     0x6000;;
         br.sptk.few b5;;

PalProcReturn:
         mov     psr.l = loc5;;
         srlz.d;;
         br.sptk.few ComeBackFromPALCall;;

PalCallStacked:
         mov     b5 = in0
         mov     out0 = r28
         mov     out1 = in2
         mov     out2 = in3
         mov     out3 = in4;;
         rsm     0x6000;;
         br.call.sptk.few b0 = b5;;
         mov     psr.l = loc5;;
         srlz.d;;

ComeBackFromPALCall:
         mov     b0 = loc0
         mov     b5 = loc3
         mov     r2 = loc4
         mov     r1 = loc7
         mov     ar.pfs = loc1;;
         br.ret.dpnt b0;;
.endp AsmPalCall

# 1 "MdePkg/Library/BaseLib/Ipf/SwitchStack.s"
.proc AsmSwitchStackAndBackingStore
.type AsmSwitchStackAndBackingStore, @function
.regstk 5, 0, 0, 0
AsmSwitchStackAndBackingStore::
        mov r14 = in0
        mov r15 = in1
        mov r16 = in2
        mov r17 = in3
        mov r18 = in4
        ;;
        mov r19 = ar.rsc
        movl r2 = ~((((1 << 14) - 1) << 16) | 3)
        ;;
        and r2 = r19, r2
        ;;
        mov ar.rsc = r2
        ;;
        flushrs
        ;;
        mov sp = r17
        ld8 r20 = [r14], 8
        ;;
        ld8 gp = [r14]
        mov b7 = r20
        alloc r8 = ar.pfs, 0, 0, 2, 0
        mov out0 = r15
        mov out1 = r16
        ;;
        mov ar.bspstore = r18
        ;;
        mov ar.rsc = r19
        br.call.sptk.many b0 = b7
        ;;
        br.cond.sptk.many .
.endp AsmSwitchStackAndBackingStore

# 1 "MdePkg/Library/BaseLib/Ipf/SetJumpLongJump.s"
.proc SetJump
.type SetJump, @function
.regstk 1, 0, 0, 0
SetJump::
        alloc r23 = ar.pfs, 1, 0, 0, 0
        mov r24 = ar.unat
        mov r25 = b0
        mov r26 = pr
        ;;
        add r10 = 16 * 2, r32
        add r11 = 16 * 3, r32
        ;;
        st8.spill [r10] = r4, 16 * 2
        st8.spill [r11] = r5, 16 * 2
        ;;
        st8.spill [r10] = r6, 16 * 2
        st8.spill [r11] = r7, 16 * 2
        ;;
        st8.spill [r10] = sp, 16 * 2
        stf.spill [r11] = f2, 16 * 2
        ;;
        stf.spill [r10] = f3, 16 * 2
        stf.spill [r11] = f4, 16 * 2
        ;;
        stf.spill [r10] = f5, 16 * 2
        stf.spill [r11] = f16, 16 * 2
        ;;
        mov r27 = ar.unat
        mov r28 = ar.fpsr
        mov ar.rsc = r0
        ;;
        flushrs
        ;;
        mov r29 = ar.bsp
        mov r30 = ar.rnat
        mov r31 = ar.lc
        ;;
        st8 [r10] = r24, 8
        st8 [r11] = r25, 8
        ;;
        st8 [r10] = r26, 8
        st8 [r11] = r27, 8
        ;;
        st8 [r10] = r28, 8
        st8 [r11] = r29, 8
        ;;
        st8 [r10] = r30
        st8 [r11] = r31
        mov r8 = 0
        mov ar.rsc = 3
        br.ret.sptk.many b0
.endp SetJump

.proc InternalLongJump
.type InternalLongJump, @function
.regstk 2, 0, 0, 0
InternalLongJump::
        add r10 = 16 * 8 + 16 * 2, in0
        add r11 = 16 * 8 + 16 * 2 + 8, in0
        ;;
        ld8 r24 = [r10], 8
        ld8 r25 = [r11], 8
        ;;
        ld8 r26 = [r10], 8
        ld8 r27 = [r11], 8
        ;;
        ld8 r28 = [r10], 8
        ld8 r29 = [r11], 8
        ;;
        ld8 r30 = [r10]
        ld8 r31 = [r11]
        mov r8 = in1
        ;;
        mov ar.unat = r27
        mov ar.rsc = r0
        add r10 = 16 * 2, in0
        add r11 = 16 * 3, in0
        ;;
        loadrs
        mov ar.bspstore = r29
        ;;
        mov ar.rnat = r30
        mov ar.rsc = 3
        ;;
        invala
        ld8.fill r4 = [r10], 16 * 2
        ld8.fill r5 = [r11], 16 * 2
        ;;
        ld8.fill r6 = [r10], 16 * 2
        ld8.fill r7 = [r11], 16 * 2
        ;;
        ld8.fill sp = [r10], 16 * 2
        ldf.fill f2 = [r11], 16 * 2
        ;;
        ldf.fill f3 = [r10], 16 * 2
        ldf.fill f4 = [r11], 16 * 2
        ;;
        ldf.fill f5 = [r10], 16 * 2
        ldf.fill f16 = [r11], 16 * 2
        mov ar.unat = r24
        mov b0 = r25
        mov pr = r26, -1
        mov ar.fpsr = r28
        mov ar.lc = r31
        br.ret.sptk.many b0
.endp InternalLongJump
