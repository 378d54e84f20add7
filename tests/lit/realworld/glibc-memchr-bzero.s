# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# 1 "../sysdeps/ia64/memchr.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "../sysdeps/ia64/memchr.S"
# glibc sysdeps/ia64 memchr.S, bzero.S, strchr.S, rawmemchr after cpp (written for this suite
# in their style): `.rotr value[MEMLATENCY+1], addr[MEMLATENCY+1], aux[2], poschr[2]` with cpp
# arithmetic, `.rotp p[MEMLATENCY+1]`, `mov pr.rot = 1 << 16`, `br.ctop.dptk.few`, `czx1.r`,
# `cmp.eq.and`, `(p[MEMLATENCY]) xor`, `ld8.s` + `chk.s` recovery, `mux1 @brcst`, bzero's
# `stf.spill [ptr] = f0, 32` block loop with `lfetch.nt1`, `.save ar.lc`/`.save pr`, `.align 32`,
# ENTRY/END on one line each, `libc_hidden_builtin_def` aliases.
# 1 "../sysdeps/unix/sysv/linux/ia64/sysdep.h" 1
# 40 "../sysdeps/ia64/memchr.S" 2
# 63 "../sysdeps/ia64/memchr.S"
.text; .align 32; .global __memchr#; .type __memchr#,@function; .proc __memchr#; __memchr:;
 .prologue
 alloc r2 = ar.pfs, 3, 0, 29, 32
# 66 "../sysdeps/ia64/memchr.S"
 .rotr value[5+2], addr[5+2], aux[2], poschr[2]
 .rotp p[5+2]
 .save ar.lc, r17
 mov r17 = ar.lc
 .save pr, r18
 mov r18 = pr
 .body
 mov r8 = -1
 mov r24 = r32
 mov r25 = r34
 zxt1 r16 = r33
 mov r14 = r24
 cmp.eq p6, p0 = r25, r0
(p6) br.cond.spnt.few .foundit
 ;;
.str:
 and r15 = 7, r24
 cmp.gtu p6, p0 = 16, r25
(p6) br.cond.spnt.few .srchfew
 ;;
 cmp.eq p6, p0 = r15, r0
(p6) br.cond.sptk.few .str_aligned
 ;;
.l1:
 ld1 r29 = [r24], 1
 add r25 = -1, r25
 add r15 = 1, r15
 ;;
 cmp.eq p6, p0 = r29, r16
(p6) br.cond.spnt.few .foundit
 cmp.eq p7, p0 = 8, r15
(p7) br.cond.sptk.few .str_aligned
 br.cond.sptk.few .l1
 ;;
.str_aligned:
 mux1 r16 = r16, @brcst
 shr.u r3 = r25, 3
 mov ar.ec = 5+1
 ;;
 mov pr.rot = 1 << 16
 mov r19 = r0
 add r3 = -1, r3
 ;;
 mov ar.lc = r3
 ;;
.l2:
(p[0]) mov addr[0] = r24
(p[0]) ld8.s value[0] = [r24], 8
(p[5]) mov r23 = value[5]
(p[5]) xor aux[0] = value[5], r16
 ;;
(p[5+1]) czx1.r poschr[0] = aux[1]
(p[5+1]) chk.s value[5+1], .recovery
.back:
(p[5+1]) mov r14 = addr[5+1]
(p[5+1]) cmp.ne p6, p0 = 8, poschr[1]
(p6) br.cond.spnt .foundit
 br.ctop.dptk.few .l2
 ;;
.srchfew:
 adds r25 = -1, r25
 ;;
 cmp.eq p6, p0 = -1, r25
(p6) br.cond.spnt.few .notfound
 ;;
 mov ar.lc = r25
 ;;
.l3:
 ld1 r29 = [r24], 1
 ;;
 cmp.eq p6, p0 = r29, r16
(p6) br.cond.spnt.few .foundit
 br.cloop.sptk.few .l3
 ;;
.notfound:
 mov r8 = r0
 mov pr = r18, -1
 mov ar.lc = r17
 br.ret.sptk.many b0
.foundit:
 add r8 = -1, r24
 mov pr = r18, -1
 mov ar.lc = r17
 br.ret.sptk.many b0
.recovery:
 adds r14 = -8, addr[5+1]
 ;;
 ld8 r23 = [r14]
 ;;
 xor aux[1] = r23, r16
 br.cond.sptk.few .back
.endp __memchr# ; .size __memchr#, .-__memchr#
.weak memchr ; memchr = __memchr
.globl __GI_memchr; .hidden __GI_memchr; __GI_memchr = __memchr

# 1 "../sysdeps/ia64/bzero.S"
# 47 "../sysdeps/ia64/bzero.S"
.text; .align 32; .global __bzero#; .type __bzero#,@function; .proc __bzero#; __bzero:;
 .prologue
 alloc r19 = ar.pfs, 2, 0, 0, 0
 lfetch.nt1 [r32]
 .save ar.lc, r16
 mov r16 = ar.lc
 .body
 mov r8 = r32
 and r15 = 7, r32
 cmp.eq p6, p0 = r33, r0
(p6) br.ret.spnt.many rp
 ;;
 cmp.ne p6, p0 = r15, r0
 add r18 = 8, r32
 mov r14 = r32
 ;;
(p6) br.cond.spnt.few .align_head
.aligned:
 shr.u r20 = r33, 5
 and r33 = 31, r33
 ;;
 cmp.eq p7, p0 = r20, r0
 add r20 = -1, r20
(p7) br.cond.spnt.few .tail
 ;;
 mov ar.lc = r20
 add r18 = 16, r14
 ;;
 .align 32
.l_block:
 stf.spill [r14] = f0, 32
 stf.spill [r18] = f0, 32
 lfetch.nt1 [r14], 64
 br.cloop.dptk.few .l_block
 ;;
.tail:
 cmp.eq p6, p0 = r33, r0
(p6) br.cond.spnt.few .done
 add r33 = -1, r33
 ;;
 mov ar.lc = r33
 ;;
.l_byte:
 st1 [r14] = r0, 1
 br.cloop.dptk.few .l_byte
 ;;
.done:
 mov ar.lc = r16
 br.ret.sptk.many rp
.align_head:
 st1 [r14] = r0, 1
 add r33 = -1, r33
 add r15 = 1, r15
 ;;
 cmp.eq p6, p0 = r33, r0
 cmp.eq p7, p0 = 8, r15
(p6) br.cond.spnt.few .done
(p7) br.cond.sptk.few .aligned
 br.cond.sptk.few .align_head
.endp __bzero# ; .size __bzero#, .-__bzero#
.weak bzero ; bzero = __bzero

# 1 "../sysdeps/ia64/strchr.S"
.text; .align 32; .global strchr#; .type strchr#,@function; .proc strchr#; strchr:;
 .prologue
 alloc r2 = ar.pfs, 2, 0, 0, 0
 .save ar.lc, r17
 mov r17 = ar.lc
 .body
 mov r14 = r32
 zxt1 r16 = r33
 ;;
 mux1 r16 = r16, @brcst
 ;;
.l_word:
 ld8 r20 = [r14], 8
 ;;
 xor r21 = r20, r16
 czx1.r r22 = r20
 ;;
 czx1.r r23 = r21
 ;;
 cmp.eq.and p6, p7 = 8, r22
 cmp.eq.and p6, p7 = 8, r23
 ;;
(p6) br.cond.sptk.few .l_word
 ;;
 cmp.leu p8, p9 = r23, r22
 ;;
(p8) add r8 = -8, r14
(p9) mov r8 = r0
 ;;
(p8) add r8 = r8, r23
 mov ar.lc = r17
 br.ret.sptk.many b0
.endp strchr# ; .size strchr#, .-strchr#
.weak index ; index = strchr
