# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc's libm for ia64 (Intel's sysdeps/ia64/fpu/*.S) after cpp: register names as assembler
# equates (`exp_GR_N = r19`, `FR_X = f10`), `.rodata` tables of data8/data4 between
# LOCAL_OBJECT_START/END (`name:` ... `.size name,.-name` + `.type name,@object`), explicit
# bundles with `.mlx`/`.mfi`/`.mmf`/`.mfb` everywhere, `alloc` for the error call's outputs,
# `fclass.m`/`fclass.m.unc`/`fclass.nm`, `fsetc.s2`, `fcmp.*.s1`, `getf.exp`/`setf.exp`/`setf.sig`/
# `setf.d`, `fma.s1`/`fnma.s1`/`fms.s1`/`frcpa.s1`/`fmerge.s`/`fmerge.ns`/`fnorm.s1`, `ldfpd`/`ldfe`,
# `.pred.rel "mutex"`, `(p6) br.ret.spnt`, and __libm_error_region's `.prologue`/`.save ar.pfs`/
# `.fframe`/`.save b0`/`.body`/`.restore sp` around `br.call` to `__libm_error_support#`.
# 1 "../sysdeps/ia64/fpu/e_exp.S"
# 1 "<built-in>"
# 1 "../sysdeps/ia64/fpu/e_exp.S"
.file "exp.s"

// Copyright (c) 2000 - 2005, Intel Corporation-style header, shortened.
// History: rewritten for the suite; registers and tables follow the libm layout.

// Registers used
exp_GR_sig_inv_ln2      = r14
exp_GR_rshf_2to56       = r15
exp_GR_exp_2tom56       = r16
exp_GR_ad_T1            = r17
exp_GR_ad_P             = r18
exp_GR_N                = r19
exp_GR_index_1          = r20
exp_GR_index_2          = r21
exp_GR_exp_mask         = r22
exp_GR_signexp_x        = r24
exp_GR_exp_x            = r25
exp_GR_M                = r26
exp_GR_bias             = r27
exp_GR_T1_sig           = r28
exp_GR_17ones           = r29

GR_SAVE_B0              = r33
GR_SAVE_PFS             = r34
GR_SAVE_GP              = r35
GR_Parameter_X          = r37
GR_Parameter_Y          = r38
GR_Parameter_RESULT     = r39
GR_Parameter_TAG        = r40

EXP_RSHF_2TO56          = f6
EXP_INV_LN2_2TO63       = f7
EXP_W_2TO56_RSH         = f9
EXP_2TOM56              = f11
exp_P4                  = f12
exp_P3                  = f13
exp_P2                  = f14
exp_P1                  = f15
exp_Ln2_hi              = f33
exp_Ln2_lo              = f34
exp_Nfloat              = f36
exp_r                   = f37
exp_rsq                 = f39
exp_poly_lo             = f40
exp_poly_hi             = f41
exp_T1                  = f42
exp_2M                  = f43
exp_norm_f8             = f47
exp_xmin                = f48
exp_xmax                = f49
exp_S                   = f50

FR_X                    = f10
FR_Y                    = f1
FR_RESULT               = f8

// Data tables

.section .rodata, "a", @progbits

.align 64
exp_Table_1:
data8 0x3fe62e42fefa39ef, 0x3c7abc9e3b39803f   // ln2 hi, lo
data8 0x3f811115b7aa905e, 0x3fa5555d3a1c79f9   // P4, P3
data8 0x3fc5555555555555, 0x3fe0000000000000   // P2, P1
data8 0x40862e42fefa39ef, 0xc086232bdd7abcd2   // overflow, underflow thresholds
.size exp_Table_1,.-exp_Table_1
.type exp_Table_1,@object

.align 32
exp_Table_2:
data4 0x3f800000, 0x3f82cd87, 0x3f85aac3, 0x3f88980f
data4 0x3f8b95c2, 0x3f8ea43a, 0x3f91c3d3, 0x3f94f4f0
data4 0x3f9837f0, 0x3f9b8d3a, 0x3f9ef532, 0x3fa27043
data4 0x3fa5fed7, 0x3fa9a15b, 0x3fad583f, 0x3fb123f6
.size exp_Table_2,.-exp_Table_2
.type exp_Table_2,@object

.align 16
log1p_Table:
data8 0xb17217f7d1cf79ac, 0x00003ffe   // ln2 as 80-bit: significand, exponent
data8 0xaaaaaaaaaaaaaaab, 0x00003ffd   // 1/3
data8 0x8000000000000000, 0x0000bffe   // -1/2
.size log1p_Table,.-log1p_Table
.type log1p_Table,@object

.section .text
.text; .align 32; .proc __ieee754_exp#; .global __ieee754_exp#; __ieee754_exp:
.global __exp_finite#; __exp_finite:
{ .mlx
      alloc r32 = ar.pfs, 1, 4, 4, 0
      movl exp_GR_sig_inv_ln2 = 0xb8aa3b295c17f0bc   // significand of 1/ln2
}
{ .mlx
      addl exp_GR_ad_T1 = @ltoff(exp_Table_1), gp
      movl exp_GR_rshf_2to56 = 0x4768000000000000    // 1.10000 2^(63+56)
}
;;

{ .mfi
      ld8 exp_GR_ad_T1 = [exp_GR_ad_T1]
      fclass.m p8, p0 = f8, 0xc3                      // NaN?
      mov exp_GR_exp_2tom56 = 0xffff - 56
}
{ .mfi
      setf.sig EXP_INV_LN2_2TO63 = exp_GR_sig_inv_ln2
      fnorm.s1 exp_norm_f8 = f8
      mov exp_GR_exp_mask = 0x1ffff
}
;;

{ .mfi
      setf.d EXP_RSHF_2TO56 = exp_GR_rshf_2to56
      fclass.m p6, p0 = f8, 0x22                      // -inf?
      mov exp_GR_bias = 0xffff
}
{ .mfi
      setf.exp EXP_2TOM56 = exp_GR_exp_2tom56
      fclass.m p7, p0 = f8, 0x21                      // +inf?
      add exp_GR_ad_P = 16, exp_GR_ad_T1
}
;;

{ .mfi
      getf.exp exp_GR_signexp_x = f8
(p8)  fma.d.s0 f8 = f8, f1, f0                        // quiet a signalling NaN
      nop.i 0
}
{ .mfb
      nop.m 0
      nop.f 0
(p8)  br.ret.spnt b0
}
;;

{ .mfb
      ldfpd exp_Ln2_hi, exp_Ln2_lo = [exp_GR_ad_T1]
      fsetc.s2 0x7f, 0x42                             // s2: wre, round to nearest
      nop.b 0
}
{ .mfb
      ldfpd exp_P4, exp_P3 = [exp_GR_ad_P], 16
(p6)  fma.d.s0 f8 = f0, f0, f0                        // exp(-inf) = 0
(p6)  br.ret.spnt b0
}
;;
{ .mib
      nop.m 0
      nop.i 0
(p7)  br.ret.spnt b0                                  // exp(+inf) = +inf
}
;;

{ .mmf
      ldfpd exp_P2, exp_P1 = [exp_GR_ad_P], 16
      and exp_GR_exp_x = exp_GR_exp_mask, exp_GR_signexp_x
      fma.s1 EXP_W_2TO56_RSH = exp_norm_f8, EXP_INV_LN2_2TO63, EXP_RSHF_2TO56
}
;;

{ .mmi
      ldfpd exp_xmax, exp_xmin = [exp_GR_ad_P]
      sub exp_GR_exp_x = exp_GR_exp_x, exp_GR_bias
      nop.i 0
}
;;

{ .mfi
      getf.sig exp_GR_N = EXP_W_2TO56_RSH
      fms.s1 exp_Nfloat = EXP_W_2TO56_RSH, EXP_2TOM56, EXP_RSHF_2TO56
      cmp.gt p12, p0 = -60, exp_GR_exp_x              // |x| < 2^-60: return 1 + x
}
;;

{ .mfi
      nop.m 0
      fcmp.gt.s1 p9, p0 = exp_norm_f8, exp_xmax
      nop.i 0
}
{ .mfb
      nop.m 0
(p12) fma.d.s0 f8 = f8, f1, f1
(p12) br.ret.spnt b0
}
;;

{ .mfi
      nop.m 0
      fcmp.lt.s1 p10, p0 = exp_norm_f8, exp_xmin
      and exp_GR_index_1 = 0x0f, exp_GR_N
}
{ .mfb
      nop.m 0
      fnma.s1 exp_r = exp_Nfloat, exp_Ln2_hi, exp_norm_f8
(p9)  br.cond.spnt EXP_OVERFLOW
}
;;

{ .mfi
      addl exp_GR_ad_T1 = @ltoff(exp_Table_2), gp
      nop.f 0
      shr exp_GR_M = exp_GR_N, 4
}
{ .mfb
      nop.m 0
      fnma.s1 exp_r = exp_Nfloat, exp_Ln2_lo, exp_r
(p10) br.cond.spnt EXP_UNDERFLOW
}
;;

{ .mmf
      ld8 exp_GR_ad_T1 = [exp_GR_ad_T1]
      add exp_GR_M = exp_GR_bias, exp_GR_M
      fma.s1 exp_rsq = exp_r, exp_r, f0
}
;;

{ .mmf
      shladd exp_GR_index_2 = exp_GR_index_1, 2, exp_GR_ad_T1
      setf.exp exp_2M = exp_GR_M
      fma.s1 exp_poly_lo = exp_P4, exp_r, exp_P3
}
;;

{ .mmf
      ldfs exp_T1 = [exp_GR_index_2]
      nop.m 0
      fma.s1 exp_poly_hi = exp_P2, exp_r, exp_P1
}
;;

{ .mfi
      nop.m 0
      fma.s1 exp_poly_lo = exp_poly_lo, exp_rsq, exp_poly_hi
      nop.i 0
}
{ .mfi
      nop.m 0
      fmpy.s1 exp_S = exp_2M, exp_T1
      nop.i 0
}
;;

{ .mfi
      nop.m 0
      fma.s1 exp_poly_lo = exp_poly_lo, exp_rsq, exp_r
      nop.i 0
}
;;

{ .mfb
      nop.m 0
      fma.d.s0 f8 = exp_S, exp_poly_lo, exp_S
      br.ret.sptk b0
}
;;

EXP_OVERFLOW:
{ .mfi
      mov exp_GR_17ones = 0x1ffff
      fmerge.s FR_X = f8, f8
      mov GR_Parameter_TAG = 14
}
;;
{ .mfb
      setf.exp FR_RESULT = exp_GR_17ones               // +inf
      nop.f 0
      br.cond.sptk __libm_error_region
}
;;

EXP_UNDERFLOW:
{ .mfi
      nop.m 0
      fmerge.s FR_X = f8, f8
      mov GR_Parameter_TAG = 15
}
{ .mfb
      nop.m 0
      fma.d.s0 FR_RESULT = f0, f0, f0
      br.cond.sptk __libm_error_region
}
;;
.size __ieee754_exp#, .-__ieee754_exp#; .endp __ieee754_exp#

.text; .align 32; .proc __libm_error_region; __libm_error_region:
.prologue
{ .mfi
      add   GR_Parameter_Y = -32, sp          // parameter 2 value
      nop.f 0
.save   ar.pfs, GR_SAVE_PFS
      mov  GR_SAVE_PFS = ar.pfs               // save ar.pfs
}
{ .mfi
.fframe 64
      add sp = -64, sp                        // create new stack
      nop.f 0
      mov GR_SAVE_GP = gp                     // save gp
};;
{ .mmi
      stfd [GR_Parameter_Y] = FR_Y, 16        // store parameter 2 on stack
      add GR_Parameter_X = 16, sp             // parameter 1 address
.save   b0, GR_SAVE_B0
      mov GR_SAVE_B0 = b0                     // save b0
};;
.body
{ .mib
      stfd [GR_Parameter_X] = FR_X            // store parameter 1 on stack
      add   GR_Parameter_RESULT = 0, GR_Parameter_Y
      nop.b 0                                 // parameter 3 address
}
{ .mib
      stfd [GR_Parameter_Y] = FR_RESULT       // store parameter 3 on stack
      add   GR_Parameter_Y = -16, GR_Parameter_Y
      br.call.sptk b0 = __libm_error_support# // call error handling function
};;
{ .mmi
      add   GR_Parameter_RESULT = 48, sp
      nop.m 0
      nop.i 0
};;
{ .mmi
      ldfd  f8 = [GR_Parameter_RESULT]        // get return result off stack
.restore sp
      add   sp = 64, sp                       // restore stack pointer
      mov   b0 = GR_SAVE_B0                   // restore return address
};;
{ .mib
      mov   gp = GR_SAVE_GP                   // restore gp
      mov   ar.pfs = GR_SAVE_PFS              // restore ar.pfs
      br.ret.sptk     b0                      // return
};;
.endp __libm_error_region

.type   __libm_error_support#, @function
.global __libm_error_support#

// log1p-style: frcpa reduction, fclass.m.unc, fclass.nm, fmerge.ns, mutex predicates
# 1 "../sysdeps/ia64/fpu/s_log1p.S"
log1p_GR_ad_T           = r14
log1p_GR_exp            = r15
log1p_GR_bias           = r16
log1p_GR_sig            = r17
log1p_GR_index          = r18

log1p_W                 = f9
log1p_C                 = f32
log1p_r                 = f33
log1p_Ln2               = f34
log1p_Q3                = f35
log1p_Q2                = f36
log1p_N                 = f37
log1p_rsq               = f38
log1p_poly              = f39
log1p_signed_W          = f40
log1p_norm              = f41

.text; .align 32; .proc log1p#; .global log1p#; log1p:
{ .mfi
      addl log1p_GR_ad_T = @ltoff(log1p_Table), gp
      fadd.s1 log1p_W = f8, f1                    // W = 1 + x
      mov log1p_GR_bias = 0xffff
}
{ .mfi
      nop.m 0
      fclass.m.unc p6, p7 = f8, 0xe3              // NaN or inf?
      nop.i 0
}
;;

{ .mfi
      ld8 log1p_GR_ad_T = [log1p_GR_ad_T]
      fclass.nm p8, p0 = f8, 0x1ff                // unsupported encoding?
      nop.i 0
}
{ .mfb
      nop.m 0
(p6)  fma.d.s0 f8 = f8, f1, f0                    // NaN/inf: return it, quieted
(p6)  br.ret.spnt b0
}
;;

.pred.rel "mutex", p10, p11
{ .mfi
      getf.exp log1p_GR_exp = log1p_W
      frcpa.s1 log1p_C, p9 = f1, log1p_W          // C ~ 1/W
      nop.i 0
}
{ .mfi
      nop.m 0
      fcmp.le.s1 p10, p11 = log1p_W, f0           // 1 + x <= 0: error path
      nop.i 0
}
;;

{ .mmf
      ldfe log1p_Ln2 = [log1p_GR_ad_T], 16
      sub log1p_GR_exp = log1p_GR_exp, log1p_GR_bias
      fmerge.ns log1p_signed_W = log1p_W, log1p_W
}
;;

{ .mfi
      ldfe log1p_Q3 = [log1p_GR_ad_T], 16
(p11) fms.s1 log1p_r = log1p_C, log1p_W, f1       // r = C*W - 1
      nop.i 0
}
{ .mfb
      setf.sig log1p_N = log1p_GR_exp
(p10) frcpa.s0 f8, p0 = f1, f0                    // log(0) = -inf, with Z raised
(p10) br.ret.spnt b0
}
;;

{ .mfi
      ldfe log1p_Q2 = [log1p_GR_ad_T]
      fcvt.xf log1p_N = log1p_N
      nop.i 0
}
{ .mfi
      nop.m 0
      fma.s1 log1p_rsq = log1p_r, log1p_r, f0
      nop.i 0
}
;;

{ .mfi
      nop.m 0
      fma.s1 log1p_poly = log1p_Q3, log1p_r, log1p_Q2
      nop.i 0
}
;;

{ .mfi
      nop.m 0
      fma.s1 log1p_poly = log1p_poly, log1p_rsq, log1p_r
      nop.i 0
}
;;

{ .mfb
      nop.m 0
      fma.d.s0 f8 = log1p_N, log1p_Ln2, log1p_poly
      br.ret.sptk b0
}
;;
.size log1p#, .-log1p#; .endp log1p#
.weak log1pf64#
log1pf64# = log1p#
