# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Boehm GC 7.x: ia64_save_regs_in_stack.s (`.body` with no `.prologue`, `flushrs`, `mov
# r8=ar.bsp`, `br.ret.sptk.few rp`) and GCC 4.1 output of mach_dep.c's
# GC_with_callee_saves_pushed (`.prologue 12, 35` with `.save`s, `.mmi`/`.mib` template
# directives, `nop 0`, an inline `flushrs` between `#APP`/`#NO_APP` with `// 245 "mach_dep.c" 1`,
# `mov r14 = ar.bsp`, `addl @ltoff`, a call through a function descriptor, `.sbss,"aws"`).
        .text
        .align 16
        .global GC_save_regs_in_stack
        .proc GC_save_regs_in_stack
GC_save_regs_in_stack:
        .body
        flushrs
        ;;
        mov r8=ar.bsp
        br.ret.sptk.few rp
        .endp GC_save_regs_in_stack
	.file	"mach_dep.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global GC_with_callee_saves_pushed#
	.type	GC_with_callee_saves_pushed#, @function
	.proc GC_with_callee_saves_pushed#
GC_with_callee_saves_pushed:
	.prologue 12, 35
	.mmi
	.save ar.pfs, r36
	alloc r36 = ar.pfs, 2, 4, 2, 0
	.fframe 1072
	adds r12 = -1072, r12
	.save rp, r35
	mov r35 = b0
	.mmi
	mov r37 = r1
	nop 0
	nop 0
	.body
	;;
	.mib
	adds r39 = 16, r12
	nop 0
	br.call.sptk.many b0 = getcontext#
	;;
	.mmi
	mov r1 = r37
#APP
	// 245 "mach_dep.c" 1
	flushrs
	// 0 "" 2
#NO_APP
	nop 0
	;;
	.mmi
	mov r14 = ar.bsp
	;;
	addl r15 = @ltoff(GC_save_regs_ret_val#), r1
	nop 0
	;;
	.mmi
	ld8 r15 = [r15]
	;;
	st8 [r15] = r14
	mov r39 = r0
	.mmi
	mov r38 = r33
	ld8 r14 = [r32], 8
	nop 0
	;;
	.mib
	ld8 r1 = [r32]
	mov b6 = r14
	br.call.sptk.many b0 = b6
	;;
	.mii
	mov r1 = r37
	mov ar.pfs = r36
	mov b0 = r35
	.mib
	nop 0
	.restore sp
	adds r12 = 1072, r12
	br.ret.sptk.many b0
	.endp GC_with_callee_saves_pushed#
	.global GC_save_regs_ret_val#
	.section	.sbss,"aws",@nobits
	.align 8
	.type	GC_save_regs_ret_val#, @object
	.size	GC_save_regs_ret_val#, 8
GC_save_regs_ret_val:
	.skip	8
	.ident	"GCC: (GNU) 4.1.2 20080704 (Red Hat 4.1.2-55)"
	.section	.note.GNU-stack,"",@progbits
