# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s --known "bytes,bytes -g,bytes -mbe: a stop between a spill and mov r=ar.unat (_Uia64_getcontext), which GNU as omits (docs/dependencies.md)" | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libunwind's ia64 assembly (src/ia64/getcontext.S, Ginstall_cursor.S, dyn_info_list.S and the
# signal-frame test helpers) after cpp: `.unwabi @svr4, 's'` for a sigreturn frame, RSE
# handling written out (`mov ar.rsc` to lazy mode, `flushrs`, `mov r=ar.bsp`/`ar.rnat`,
# `loadrs` after `mov ar.rsc = dirty<<16`, `mov ar.bspstore`, `mov ar.rnat`), ar.bsp arithmetic
# (`extr.u` slot numbers, `shladd`, `shr.u` by 6 for NaT collections), `.savesp`/`.spillsp` and
# `.save ar.unat`, st8.spill/ld8.fill with ar.unat round trips, `invala`, `br.ret` through a
# branch register loaded from the cursor, and `.xdata8` to `.IA_64.unwind`-style data.
# 1 "getcontext.S"
# 1 "<built-in>"
# 1 "getcontext.S"
# 26 "getcontext.S"
# 1 "ucontext_i.h" 1
# 27 "getcontext.S" 2
	.global _Uia64_getcontext
	.proc _Uia64_getcontext
_Uia64_getcontext:
	.prologue
	alloc r9 = ar.pfs, 1, 0, 0, 0
	mov r16 = ar.unat		// save caller's unat
	mov r17 = ar.fpsr
	mov r2 = pr
	add r3 = 0x38, r32		// &uc_mcontext.sc_gr[1]
	;;
	.body
	.mem.offset 0, 0
	st8.spill [r3] = r1, 8		// gp
	add r8 = 0x2c8, r32		// &uc_mcontext.sc_ar_unat
	;;
	.mem.offset 8, 0
	st8.spill [r3] = r4, 8
	;;
	.mem.offset 16, 0
	st8.spill [r3] = r5, 8
	;;
	.mem.offset 24, 0
	st8.spill [r3] = r6, 8
	;;
	.mem.offset 32, 0
	st8.spill [r3] = r7, 8
	mov r10 = rp
	;;
	mov.m r11 = ar.unat		// the NaT bits of r1 and r4-r7
	add r18 = 0x1a8, r32		// &sc_br[0]
	;;
	st8 [r8] = r11, 8		// sc_ar_unat
	st8 [r18] = r10, 8		// sc_br[0] = rp
	mov r19 = b1
	;;
	st8 [r18] = r19, 8
	mov r20 = b2
	add r21 = 0x200, r32		// &sc_fr[2]
	;;
	st8 [r18] = r20
	stf.spill [r21] = f2, 16
	;;
	stf.spill [r21] = f3, 16
	;;
	stf.spill [r21] = f4, 16
	;;
	stf.spill [r21] = f5, 16
	mov.i r22 = ar.lc
	;;
	st8 [r8] = r22, 8		// sc_ar_lc
	mov.m r23 = ar.rsc
	;;
	and r24 = ~0x3, r23		// RSE to enforced lazy mode
	;;
	mov.m ar.rsc = r24
	;;
	flushrs
	;;
	mov.m r25 = ar.bsp
	mov.m r26 = ar.rnat
	;;
	mov.m ar.rsc = r23		// restore the RSE mode
	st8 [r8] = r25, 8		// sc_ar_bsp
	;;
	st8 [r8] = r26, 8		// sc_ar_rnat
	;;
	st8 [r8] = r9, 8		// sc_ar_pfs
	;;
	st8 [r8] = r2			// sc_pr
	mov.m ar.unat = r16
	mov r8 = 0
	br.ret.sptk.many rp
	.endp _Uia64_getcontext

# 1 "Ginstall_cursor.S" 1
# 30 "Ginstall_cursor.S"
	.global _Uia64_install_cursor
	.proc _Uia64_install_cursor
_Uia64_install_cursor:
	.prologue
	.save ar.pfs, r30
	alloc r30 = ar.pfs, 2, 0, 0, 0
	.fframe 16
	adds sp = -16, sp
	;;
	.savesp ar.unat, 16
	mov.m r31 = ar.unat
	.spillsp rp, 0
	mov r29 = rp
	;;
	.body
	st8 [sp] = r31
	add r14 = 16, in1		// &loc[IP]
	add r15 = 24, in1		// &loc[BSP]
	;;
	ld8 r16 = [r14], 16		// ip
	ld8 r17 = [r15], 16		// bsp
	;;
	ld8 r18 = [r14], 16		// bspstore of the target frame
	ld8 r19 = [r15], 16		// rnat
	;;
	ld8 r20 = [r14]			// pfs
	ld8 r21 = [r15]			// unat
	mov b6 = r16
	;;
	extr.u r22 = r18, 3, 6		// slot number of bspstore
	sub r23 = r17, r18		// bytes of dirty partition
	;;
	shr.u r24 = r23, 3		// registers, with NaT collections
	;;
	add r25 = r22, r24
	;;
	shr.u r25 = r25, 6		// NaT collections crossed
	shl r26 = r23, 16		// loadrs field of ar.rsc
	;;
	sub r24 = r24, r25
	;;
	shladd r27 = r24, 3, r18	// ia64_rse_skip_regs(bspstore, n)
	mov.m ar.rsc = r26		// enforced lazy, loadrs = dirty bytes
	;;
	loadrs
	;;
	mov.m ar.bspstore = r18
	;;
	mov.m ar.rnat = r19
	mov.m ar.unat = r21
	;;
	invala
	mov.i ar.pfs = r20
	mov.m ar.rsc = 3		// eager mode again
	;;
	ld8 r31 = [sp]
	adds sp = 16, sp
	mov r8 = r27
	;;
	.restore sp
	mov.m ar.unat = r31
	br.ret.sptk.many b6
	.endp _Uia64_install_cursor

# 1 "tests/ia64-test-sig.S" 1
	.text
	.align 16
	.global __ia64_test_sigtramp
	.proc __ia64_test_sigtramp
__ia64_test_sigtramp:
	.prologue
	.unwabi @svr4, 's'		// a Linux signal frame
	.savepsp ar.unat, -16
	.savepsp ar.fpsr, -24
	.savepsp pr, -32
	.savepsp rp, -40
	.body
	nop.m 0
	mov r15 = 1181			// __NR_rt_sigreturn
	;;
	break 0x100000
	;;
	.endp __ia64_test_sigtramp

	.global _U_dyn_info_list_addr
	.proc _U_dyn_info_list_addr
_U_dyn_info_list_addr:
	.prologue
	.body
	addl r8 = @ltoff(_U_dyn_info_list), gp
	;;
	ld8 r8 = [r8]
	br.ret.sptk.many rp
	.endp _U_dyn_info_list_addr

	.section .IA_64.unwind.test, "a"
	.align 8
	.xdata8 .IA_64.unwind.test, _U_dyn_info_list_addr, _Uia64_getcontext
	.xdata4 .IA_64.unwind.test, 2, 3

	.section .note.GNU-stack, "", @progbits
