# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# libgcrypt 1.4 mpi/ia64 (mpih-add1.S, mpih-mul1.S after cpp; written for this suite in the
# GMP-3 style they come from): `.save ar.lc, r2`, carry chains in predicate pairs under
# `.pred.rel "mutex"` (`(p8) add`/`(p9) add r19 = r16, r20, 1`, `(p8) cmp.ltu`/`(p9) cmp.leu`
# writing another pair), `br.cloop.dptk`, then `.explicit` braced bundles with `;;` inside,
# `setf.sig`, `xma.l`/`xma.hu`, `getf.sig`, `ldf8`, `mov.i ar.lc`.
# 1 "mpih-add1.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "mpih-add1.S"
# 23 "mpih-add1.S"
# 1 "sysdep.h" 1
# 24 "mpih-add1.S" 2
# 1 "asm-syntax.h" 1
# 25 "mpih-add1.S" 2
# 36 "mpih-add1.S"
 .text
 .align 32
 .global _gcry_mpih_add_n
 .proc _gcry_mpih_add_n
_gcry_mpih_add_n:
 .prologue
 .save ar.lc, r2
 mov r2 = ar.lc
 .body
 adds r35 = -1, r35
 cmp.ne p9, p8 = r0, r0 // clear carry: p8 no carry, p9 carry
 ;;
 mov ar.lc = r35
 ;;
.Loop:
 ld8 r16 = [r33], 8 // load s1 limb
 ld8 r20 = [r34], 8 // load s2 limb
 ;;
 .pred.rel "mutex", p8, p9
(p8) add r19 = r16, r20
(p9) add r19 = r16, r20, 1
 ;;
 .pred.rel "mutex", p8, p9
(p8) cmp.ltu p6, p7 = r19, r16 // carry out, no carry in
(p9) cmp.leu p6, p7 = r19, r16 // carry out, carry in
 st8 [r32] = r19, 8
 ;;
 .pred.rel "mutex", p6, p7
(p6) cmp.eq p9, p8 = r0, r0 // carry for the next limb
(p7) cmp.eq p8, p9 = r0, r0
 br.cloop.dptk .Loop
 ;;
 .pred.rel "mutex", p8, p9
(p8) mov r8 = 0
(p9) mov r8 = 1
 mov ar.lc = r2
 br.ret.sptk.many b0
 .endp _gcry_mpih_add_n
# 1 "mpih-mul1.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "mpih-mul1.S"
# 36 "mpih-mul1.S"
 .explicit
 .text
 .align 32
 .global _gcry_mpih_mul_1
 .proc _gcry_mpih_mul_1
_gcry_mpih_mul_1:
 .prologue
 .save ar.lc, r2
{ .mfi; setf.sig f6 = r35 // s2_limb
 nop.f 0
 mov r2 = ar.lc
}
 .body
{ .mii; nop.m 0
 adds r34 = -1, r34
 mov r8 = 0 ;; // the carry limb
}
{ .mii; nop.m 0
 mov.i ar.lc = r34
 nop.i 0 ;;
}
.Lmul:
{ .mmi; ldf8 f7 = [r33], 8
 nop.m 0
 nop.i 0 ;;
}
{ .mfi; nop.m 0
 xma.l f8 = f7, f6, f0
 nop.i 0
}
{ .mfi; nop.m 0
 xma.hu f9 = f7, f6, f0
 nop.i 0 ;;
}
{ .mmi; getf.sig r16 = f8
 getf.sig r17 = f9
 nop.i 0 ;;
}
{ .mii; add r18 = r16, r8
 nop.i 0
 nop.i 0 ;;
}
{ .mii; st8 [r32] = r18, 8
 cmp.ltu p6, p0 = r18, r16
 mov r8 = r17 ;;
}
{ .mib; nop.m 0
(p6) adds r8 = 1, r8
 br.cloop.sptk.few .Lmul ;;
}
{ .mib; nop.m 0
 mov.i ar.lc = r2
 br.ret.sptk.many b0 ;;
}
 .endp _gcry_mpih_mul_1
