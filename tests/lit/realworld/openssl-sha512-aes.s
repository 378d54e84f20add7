// RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
// REQUIRES: ia64-as
// CHECK: all stages pass
// OpenSSL crypto/sha/asm/sha512-ia64.pl (SHA256 flavour) and aes-ia64.S output (written for this
// suite in their style): `.explicit`, `.rotr X[16]`, `mux1 @rev` byte swaps, `shrp` rotations
// (Sigma0/Sigma1 with the same register twice), `extr.u` + `dep.z`/`shladd` table lookups,
// `ld4` from `data4` tables, `and`/`andcm`/`xor` chains, `br.ctop.sptk` rounds under
// `mov ar.lc`/`ar.ec`/`pr.rot`, a `data8` K table at `.align 64`, `.rodata` with
// `.type @object` + `.size`, `stringz` banner, `.skip`, `.ident`.
.ident  "sha256-ia64.s, version 1.1"
.ident  "IA-64 ISA artwork by Andy Polyakov <appro@fy.chalmers.se>"
.explicit
.text

.global sha256_block_data_order#
.proc   sha256_block_data_order#
.align  32
sha256_block_data_order:
        .prologue
        .save   ar.pfs,r2
{ .mmi; alloc   r2=ar.pfs,3,17,0,16
        addp4   r8=0,r32
        .save   ar.lc,r3
        mov     r3=ar.lc }
{ .mmi; addp4   r9=0,r33
        addl    r10=@ltoffx(K256#),gp
        .save   pr,r31
        mov     r31=pr };;

        .body
{ .mlx; ld8.mov r10=[r10],K256#
        movl    r11=0x1f ;;	// placeholder shift mask
}
{ .mmi; add     r14=4,r8
        add     r15=8,r8
        add     r16=12,r8 };;
{ .mmi; ld4     r17=[r8],16
        ld4     r18=[r14],16
        mov     ar.lc=14 }
{ .mmi; ld4     r19=[r15],16
        ld4     r20=[r16],16
        mov     ar.ec=1 };;
{ .mmi; ld4     r21=[r8]
        ld4     r22=[r14]
        nop.i   0x0 }
{ .mmi; ld4     r23=[r15]
        ld4     r24=[r16]
        mov     pr.rot=1<<16 };;

.L_first16:
        .rotr   X[16]
{ .mmi; ld4     X[15]=[r9],4
        and     r25=r21,r22
        shrp    r26=r21,r21,6 }
{ .mmi; andcm   r27=r23,r21
        ld4     r28=[r10],4
        shrp    r29=r21,r21,11 };;
{ .mii; xor     r25=r25,r27
        mux1    X[15]=X[15],@rev
        shrp    r30=r21,r21,25 };;
{ .mmi; xor     r26=r26,r29
        add     r28=r28,X[15]
        shr.u   X[15]=X[15],32 };;
{ .mmi; xor     r26=r26,r30
        add     r24=r24,r25
        shrp    r27=r17,r17,2 };;
{ .mmi; add     r24=r24,r26 ;;
        add     r24=r24,r28
        shrp    r29=r17,r17,13 };;
{ .mmi; and     r25=r17,r18
        xor     r27=r27,r29
        shrp    r30=r17,r17,22 };;
{ .mmi; xor     r27=r27,r30
        and     r26=r17,r19
        and     r29=r18,r19 };;
{ .mmi; xor     r25=r25,r26
        add     r20=r20,r24
        mov     r28=r23 };;
{ .mmi; xor     r25=r25,r29
        mov     r23=r22
        mov     r22=r21 };;
{ .mmi; add     r24=r24,r27
        mov     r21=r20
        mov     r20=r19 };;
{ .mii; add     r24=r24,r25
        mov     r19=r18
        mov     r18=r17 };;
{ .mib; mov     r17=r24
        mov     r24=r28
        br.ctop.sptk    .L_first16 };;

{ .mii; mov     r8=r17
        mov     ar.lc=r3
        mov     pr=r31,0x1fffe }
{ .mib; nop.m   0
        nop.i   0
        br.ret.sptk.many        b0 };;
.endp   sha256_block_data_order#

// aes-ia64.S: the Te table lookups of one round
.global AES_encrypt_round#
.proc   AES_encrypt_round#
.align  32
AES_encrypt_round:
        .prologue
        .save   ar.pfs,r2
{ .mmi; alloc   r2=ar.pfs,3,0,0,0
        addl    r14=@ltoff(AES_Te#),gp
        extr.u  r16=r32,0,8 };;
{ .mii; ld8     r14=[r14]
        extr.u  r17=r32,8,8
        extr.u  r18=r32,16,8 };;
        .body
{ .mii; shladd  r16=r16,3,r14
        extr.u  r19=r32,24,8
        shladd  r17=r17,3,r14 };;
{ .mmi; ld4     r20=[r16]
        ld4     r21=[r17]
        shladd  r18=r18,3,r14 };;
{ .mmi; ld4     r22=[r18]
        shladd  r19=r19,3,r14
        dep.z   r23=r21,8,24 };;
{ .mmi; ld4     r24=[r19]
        xor     r20=r20,r23
        dep.z   r25=r22,16,16 };;
{ .mii; xor     r20=r20,r25
        dep.z   r26=r24,24,8
        nop.i   0 };;
{ .mmi; xor     r20=r20,r26 ;;
        xor     r8=r20,r33
        nop.i   0 }
{ .mib; nop.m   0
        nop.i   0
        br.ret.sptk.many        b0 };;
.endp   AES_encrypt_round#

.type   K256#,@object
.section .rodata
.align  64
K256:   data4   0x428a2f98,0x71374491,0xb5c0fbcf,0xe9b5dba5
        data4   0x3956c25b,0x59f111f1,0x923f82a4,0xab1c5ed5
        data4   0xd807aa98,0x12835b01,0x243185be,0x550c7dc3
        data4   0x72be5d74,0x80deb1fe,0x9bdc06a7,0xc19bf174
.size   K256#,64
stringz "SHA256 block transform for IA64, CRYPTOGAMS by <appro@openssl.org>"

.type   AES_Te#,@object
.align  128
AES_Te: data4   0xc66363a5,0xc66363a5
        data4   0xf87c7c84,0xf87c7c84
        data4   0xee777799,0xee777799
        data4   0xf67b7b8d,0xf67b7b8d
        data1   0x63,0x7c,0x77,0x7b,0xf2,0x6b,0x6f,0xc5
        .skip   24
.size   AES_Te#,64
