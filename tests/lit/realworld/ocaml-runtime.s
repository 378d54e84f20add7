# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# 1 "ia64.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "ia64.S"
/* OCaml 3.x runtime/ia64.S after cpp (written for this suite in its style): caml_call_gc and
   caml_alloc{1,2,3,N} saving the OCaml registers and the FP registers in a stack frame,
   caml_c_call via a function descriptor, caml_start_program with the exception handler
   frame, caml_raise_exception, caml_callback_exn, caml_ml_array_bound_error, and the
   caml_system__frametable in .data. */
# 50 "ia64.S"
        .text
        .align 16

        .global caml_call_gc#
        .proc caml_call_gc#
caml_call_gc:
        /* Allocate stack frame */
        add sp = -(16 + 8*(4+16+24) + 8), sp ;;
        /* Save requested size (in r2) and return address (in b0) */
        add r3 = 16, sp
        add r2 = 24, sp
        mov r15 = b0 ;;
        st8 [r3] = r2, 16
        st8 [r2] = r15, 16 ;;
        /* Save the exception handler pointer (r35) and the young pointers */
        add r14 = @ltoff(caml_exception_pointer#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = r35
        add r14 = @ltoff(caml_young_ptr#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = r4
        add r14 = @ltoff(caml_gc_regs#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = r3
        /* Save all OCaml registers r8-r11, r16-r31, r32-r35 */
        st8 [r3] = r8, 16
        st8 [r2] = r9, 16 ;;
        st8 [r3] = r10, 16
        st8 [r2] = r11, 16 ;;
        st8 [r3] = r16, 16
        st8 [r2] = r17, 16 ;;
        st8 [r3] = r18, 16
        st8 [r2] = r19, 16 ;;
        st8 [r3] = r20, 16
        st8 [r2] = r21, 16 ;;
        st8 [r3] = r22, 16
        st8 [r2] = r23, 16 ;;
        st8 [r3] = r24, 16
        st8 [r2] = r25, 16 ;;
        st8 [r3] = r26, 16
        st8 [r2] = r27, 16 ;;
        st8 [r3] = r28, 16
        st8 [r2] = r29, 16 ;;
        st8 [r3] = r30, 16
        st8 [r2] = r31, 16 ;;
        /* Save caller-save FP registers */
        stfd [r3] = f6, 16
        stfd [r2] = f7, 16 ;;
        stfd [r3] = f8, 16
        stfd [r2] = f9, 16 ;;
        stfd [r3] = f10, 16
        stfd [r2] = f11, 16 ;;
        stfd [r3] = f12, 16
        stfd [r2] = f13, 16 ;;
        stfd [r3] = f14, 16
        stfd [r2] = f15, 16 ;;
        /* Call the garbage collector, saving gp in r7 */
        mov r7 = gp
        add r15 = @ltoff(@fptr(caml_garbage_collection#)), gp ;;
        ld8 r15 = [r15] ;;
        ld8 r14 = [r15], 8 ;;
        ld8 gp = [r15]
        mov b6 = r14 ;;
        br.call.sptk b0 = b6 ;;
        mov gp = r7 ;;
        /* Restore the young pointers and the registers */
        add r14 = @ltoff(caml_young_ptr#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r4 = [r14]
        add r14 = @ltoff(caml_young_limit#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r5 = [r14]
        add r3 = 32, sp
        add r2 = 40, sp ;;
        ld8 r8 = [r3], 16
        ld8 r9 = [r2], 16 ;;
        ld8 r10 = [r3], 16
        ld8 r11 = [r2], 16 ;;
        ld8 r16 = [r3], 16
        ld8 r17 = [r2], 16 ;;
        ldfd f6 = [r3], 16
        ldfd f7 = [r2], 16 ;;
        /* Reload requested size and return address */
        add r3 = 16, sp
        add r2 = 24, sp ;;
        ld8 r15 = [r2]
        ld8 r2 = [r3] ;;
        mov b0 = r15
        /* Allocate the block: young ptr -= size */
        sub r4 = r4, r2 ;;
        add sp = (16 + 8*(4+16+24) + 8), sp
        br.ret.sptk b0 ;;
        .endp caml_call_gc#

        .global caml_alloc1#
        .proc caml_alloc1#
caml_alloc1:
        add r4 = -16, r4 ;;
        cmp.ltu p6, p0 = r4, r5
        (p6) br.cond.spnt.few 1f ;;
        br.ret.sptk b0
1:      mov r2 = 16
        br.cond.sptk caml_call_gc#
        .endp caml_alloc1#

        .global caml_alloc2#
        .proc caml_alloc2#
caml_alloc2:
        add r4 = -24, r4 ;;
        cmp.ltu p6, p0 = r4, r5
        (p6) br.cond.spnt.few 1f ;;
        br.ret.sptk b0
1:      mov r2 = 24
        br.cond.sptk caml_call_gc#
        .endp caml_alloc2#

        .global caml_allocN#
        .proc caml_allocN#
caml_allocN:
        sub r4 = r4, r2 ;;
        cmp.ltu p6, p0 = r4, r5
        (p6) br.cond.spnt.few 1f ;;
        br.ret.sptk b0
1:      add r4 = r4, r2
        br.cond.sptk caml_call_gc#
        .endp caml_allocN#

/* Call a C function from OCaml: function descriptor in r2 */
        .global caml_c_call#
        .proc caml_c_call#
        .align 16
caml_c_call:
        .prologue
        .save ar.pfs, r32
        alloc r32 = ar.pfs, 0, 3, 0, 0
        .save b0, r33
        mov r33 = b0
        mov r34 = r7
        .body
        ;;
        add r14 = @ltoff(caml_bottom_of_stack#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = sp
        add r14 = @ltoff(caml_last_return_address#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = r33
        add r14 = @ltoff(caml_young_ptr#), gp ;;
        ld8 r14 = [r14] ;;
        st8 [r14] = r4
        ld8 r15 = [r2], 8 ;;
        ld8 r7 = [r2]
        mov b6 = r15 ;;
        mov r2 = gp
        mov gp = r7 ;;
        mov r7 = r2
        br.call.sptk b0 = b6 ;;
        mov gp = r7 ;;
        add r14 = @ltoff(caml_young_ptr#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r4 = [r14]
        add r14 = @ltoff(caml_young_limit#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r5 = [r14]
        mov b0 = r33
        mov r7 = r34
        mov ar.pfs = r32 ;;
        br.ret.sptk b0 ;;
        .endp caml_c_call#

/* Start the OCaml program */
        .global caml_start_program#
        .proc caml_start_program#
        .align 16
caml_start_program:
        add r3 = @ltoff(caml_program#), gp ;;
        ld8 r3 = [r3] ;;
        .prologue
        .save ar.pfs, r40
        alloc r40 = ar.pfs, 0, 16, 0, 0
        .save b0, r41
        mov r41 = b0
        .fframe (8*8 + 10*16 + 32)
        add sp = -(8*8 + 10*16 + 32), sp ;;
        .body
        add r2 = 16, sp
        add r14 = 24, sp ;;
        st8 [r2] = r4, 16
        st8 [r14] = r5, 16 ;;
        st8 [r2] = r6, 16
        st8 [r14] = r7, 16 ;;
        stf.spill [r2] = f2, 32
        stf.spill [r14] = f3, 32 ;;
        stf.spill [r2] = f4, 32
        stf.spill [r14] = f5, 32 ;;
        mov r42 = pr
        mov r43 = ar.unat
        mov r44 = ar.lc
        mov b6 = r3 ;;
        /* Build a handler frame */
        add sp = -32, sp ;;
        add r14 = @ltoff(caml_bottom_of_stack#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r2 = [r14] ;;
        add r3 = 8, sp
        st8 [sp] = r2 ;;
        mov r7 = gp
        add r35 = 0, sp
        add r14 = @ltoff(caml_young_ptr#), gp ;;
        ld8 r14 = [r14] ;;
        ld8 r4 = [r14]
        movl r15 = .Ltrap ;;
        st8 [r3] = r15
        br.call.sptk b0 = b6 ;;
        .align 16
.Ltrap: mov gp = r7
        add sp = 32, sp ;;
        add r2 = 16, sp
        add r14 = 24, sp ;;
        ld8 r4 = [r2], 16
        ld8 r5 = [r14], 16 ;;
        ld8 r6 = [r2], 16
        ld8 r7 = [r14], 16 ;;
        ldf.fill f2 = [r2], 32
        ldf.fill f3 = [r14], 32 ;;
        ldf.fill f4 = [r2], 32
        ldf.fill f5 = [r14], 32 ;;
        mov pr = r42, -1
        mov ar.unat = r43
        mov ar.lc = r44
        add sp = (8*8 + 10*16 + 32), sp
        mov b0 = r41
        mov ar.pfs = r40 ;;
        br.ret.sptk b0 ;;
        .endp caml_start_program#

/* Raise an exception from OCaml: exn bucket in r8, handler in r35 */
        .global caml_raise_exception#
        .proc caml_raise_exception#
        .align 16
caml_raise_exception:
        add r14 = 8, r35
        mov sp = r35 ;;
        ld8 r35 = [sp]
        ld8 r14 = [r14] ;;
        mov b6 = r14
        add sp = 16, sp ;;
        br.sptk b6 ;;
        .endp caml_raise_exception#

        .global caml_ml_array_bound_error#
        .proc caml_ml_array_bound_error#
        .align 16
caml_ml_array_bound_error:
        add r2 = @ltoff(@fptr(caml_array_bound_error#)), gp ;;
        ld8 r2 = [r2]
        br.cond.sptk caml_c_call# ;;
        .endp caml_ml_array_bound_error#

        .data
        .global caml_system__frametable#
        .type caml_system__frametable#, @object
        .size caml_system__frametable#, 16
caml_system__frametable:
        data8 1               /* one descriptor */
        data8 .Ltrap          /* return address into callback */
        data2 -1              /* negative size count => use callback link */
        data2 0               /* no roots here */
        .align 8
