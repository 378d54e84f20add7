# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s --known "bytes,bytes -g,bytes -mbe: a stop between a spill and mov r=ar.unat (__getcontext), which GNU as omits (docs/dependencies.md)" | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# glibc's ia64 string functions, dl-trampoline and context/clone code after cpp: a memcpy
# inner loop on `.rotr`/`.rotp` registers (`(p[0]) ld8 r[0]`, `(p[MEMLAT]) st8 ... r[MEMLAT]`
# with the arithmetic written out) under `br.ctop.dptk`, `ar.ec`/`ar.lc`/`pr.rot`,
# `lfetch.nt1`; strlen with `ld8.s` + `chk.s` recovery, `czx1.r`, `.save ar.lc`/`.save pr`;
# `_dl_runtime_resolve` in written bundles (`.save ar.pfs` + `alloc loc0`, `.fframe`,
# `.save rp, loc1`, `stf.spill`/`ldf.fill` of f8-f15, `.save ar.unat` around `st8.spill` of the
# in registers with `.mem.offset`); `__clone2` (`break 0x100000`, `r10` error test),
# `__getcontext` (`flushrs`, `mov.m r=ar.bsp/ar.rnat/ar.rsc`, `.mem.offset` spills of r1/r4-r7,
# a second `.prologue` region for `.save ar.unat`), `__vfork`, weak aliases and `.symver`-less
# hidden names.
# 1 "../sysdeps/ia64/memcpy.S"
# 1 "<built-in>"
# 1 "../sysdeps/ia64/memcpy.S"
 .text
 .align 32 ; .global memcpy# ; .type memcpy#, @function ; .proc memcpy# ; memcpy:
 .prologue
 alloc r2 = ar.pfs, 3, 16 - 3, 0, 16
 .rotr r[4 + 2], q[4 + 1]
 .rotp p[4 + 2]
 mov ret0 = in0
 .save pr, r18
 mov r18 = pr
 .save ar.lc, r19
 mov r19 = ar.lc
 .body
 mov r14 = in0
 mov r15 = in1
 mov r16 = in2
 or r30 = in0, in1
 ;;
 cmp.eq p6, p0 = r16, r0
 and r30 = 7, r30
 cmp.gtu p7, p0 = 16, r16
 adds r31 = -1, r16
(p6) br.cond.spnt .restore_and_exit
 ;;
 cmp.ne p8, p0 = 0, r30
(p7) br.cond.dpnt .memcpy_short
 ;;
(p8) br.cond.dpnt .memcpy_short
 shr.u r31 = r16, 3
 and r16 = 7, r16
 ;;
 adds r31 = -1, r31
 mov ar.ec = 4 + 1
 mov pr.rot = 1 << 16
 ;;
 mov ar.lc = r31
 lfetch.nt1 [r15], 128
 lfetch.excl.nt1 [r14], 128
 ;;
 adds r15 = -128, r15
 adds r14 = -128, r14
 ;;
.l0:
 (p[0]) ld8 r[0] = [r15], 8
 (p[4]) st8 [r14] = r[4], 8
 br.ctop.dptk .l0
 ;;
 cmp.eq p6, p0 = r16, r0
 adds r31 = -1, r16
(p6) br.cond.spnt .restore_and_exit
 ;;
.memcpy_short:
 mov ar.lc = r31
 mov ar.ec = 4 + 1
 mov pr.rot = 1 << 16
 ;;
.l1:
 (p[0]) ld1 r[0] = [r15], 1
 (p[4]) st1 [r14] = r[4], 1
 br.ctop.dptk .l1
 ;;
.restore_and_exit:
 mov pr = r18, -1
 mov ar.lc = r19
 br.ret.sptk.many b0
 .endp memcpy# ; .size memcpy#, .-memcpy#
.global __GI_memcpy ; .hidden __GI_memcpy ; __GI_memcpy = memcpy

# 1 "../sysdeps/ia64/strlen.S"
 .align 32 ; .global strlen# ; .type strlen#, @function ; .proc strlen# ; strlen:
 .prologue
 alloc r2 = ar.pfs, 1, 0, 0, 0
 .save ar.lc, r16
 mov r16 = ar.lc
 .save pr, r17
 mov r17 = pr
 .body
 mov r14 = in0
 and r15 = 7, in0
 mov r9 = 0
 ;;
 cmp.eq p6, p0 = r15, r0
 and r18 = -8, in0
 adds r21 = 8, in0
(p6) br.cond.dptk .aligned
 ;;
.bytewise:
 ld1 r20 = [r14], 1
 ;;
 cmp.eq p7, p0 = r20, r0
(p7) br.cond.dpnt .found_byte
 and r15 = 7, r14
 ;;
 cmp.ne p8, p0 = r15, r0
(p8) br.cond.dptk .bytewise
 ;;
.aligned:
 ld8 r20 = [r14], 8
 ;;
 ld8.s r22 = [r14], 8
 czx1.r r23 = r20
 ;;
 cmp.eq p9, p0 = 8, r23
(p9) br.cond.dptk .next
 br.cond.sptk .found
.next:
 chk.s r22, .recover
.back:
 czx1.r r23 = r22
 mov r20 = r22
 ;;
 cmp.eq p9, p0 = 8, r23
(p9) br.cond.dptk .aligned
 adds r14 = -8, r14
 ;;
.found:
 sub r8 = r14, in0
 ;;
 adds r8 = -8, r8
 ;;
 add r8 = r8, r23
 br.sptk .exit
.found_byte:
 sub r8 = r14, in0
 ;;
 adds r8 = -1, r8
.exit:
 mov pr = r17, 0xffffffffffff0000
 mov ar.lc = r16
 br.ret.sptk.many b0
.recover:
 adds r24 = -8, r14
 ;;
 ld8 r22 = [r24]
 br.cond.sptk .back
 .endp strlen# ; .size strlen#, .-strlen#

# 1 "../sysdeps/ia64/dl-trampoline.S"
 .align 32 ; .global _dl_runtime_resolve# ; .hidden _dl_runtime_resolve# ; .type _dl_runtime_resolve#, @function ; .proc _dl_runtime_resolve# ; _dl_runtime_resolve:
 { .mmi
 .prologue
 .save ar.pfs, r40
 alloc loc0 = ar.pfs, 8, 6, 3, 0
 adds r2 = -144, r12
 adds r3 = -128, r12
 }
 { .mii
 .fframe 176
 adds r12 = -176, r12
 .save rp, loc1
 mov loc1 = b0
 mov loc2 = r8
 ;;
 }
 { .mmi
 stf.spill [r2] = f8, 32
 stf.spill [r3] = f9, 32
 mov out0 = r16
 }
 { .mmi
 .save ar.unat, loc3
 mov loc3 = ar.unat
 nop.m 0
 mov loc4 = r9
 ;;
 }
 .body
 { .mmi
 stf.spill [r2] = f10, 32
 stf.spill [r3] = f11, 32
 mov loc5 = r10
 ;;
 }
 { .mmi
 stf.spill [r2] = f12, 32
 stf.spill [r3] = f13, 32
 shl out1 = r15, 4
 ;;
 }
 { .mmi
 stf.spill [r2] = f14, 32
 stf.spill [r3] = f15, 32
 shladd out1 = r15, 3, out1
 ;;
 }
 { .mmi
.mem.offset 0, 0
 st8.spill [r2] = in0, 16
.mem.offset 8, 0
 st8.spill [r3] = in1, 16
 mov out2 = b0
 ;;
 }
 { .mmi
.mem.offset 16, 0
 st8.spill [r2] = in2, 16
.mem.offset 24, 0
 st8.spill [r3] = in3, 16
 nop.i 0
 ;;
 }
 { .mmb
.mem.offset 32, 0
 st8.spill [r2] = in4
.mem.offset 40, 0
 st8.spill [r3] = in5
 br.call.sptk.many b0 = _dl_fixup#
 }
 { .mii
 ld8 r9 = [ret0], 8
 adds r2 = 16, r12
 adds r3 = 32, r12
 ;;
 }
 { .mmi
 ldf.fill f8 = [r2], 32
 ldf.fill f9 = [r3], 32
 mov b0 = loc1
 ;;
 }
 { .mmi
 ldf.fill f10 = [r2], 32
 ldf.fill f11 = [r3], 32
 mov b6 = r9
 ;;
 }
 { .mmi
 ldf.fill f12 = [r2], 32
 ldf.fill f13 = [r3], 32
 mov r8 = loc2
 ;;
 }
 { .mmi
 ldf.fill f14 = [r2], 32
 ldf.fill f15 = [r3], 32
 mov r9 = loc4
 ;;
 }
 { .mmi
 ld8.fill in0 = [r2], 16
 ld8.fill in1 = [r3], 16
 mov r10 = loc5
 ;;
 }
 { .mmi
 ld8.fill in2 = [r2], 16
 ld8.fill in3 = [r3], 16
 nop.i 0
 ;;
 }
 { .mmi
 ld8.fill in4 = [r2]
 ld8.fill in5 = [r3]
 mov ar.pfs = loc0
 ;;
 }
 { .mmi
 ld8 gp = [ret0]
 mov ar.unat = loc3
 adds r12 = 176, r12
 ;;
 }
 { .mib
 nop.m 0
 nop.i 0
 br.sptk.many b6
 ;;
 }
 .endp _dl_runtime_resolve# ; .size _dl_runtime_resolve#, .-_dl_runtime_resolve#

# 1 "../sysdeps/unix/sysv/linux/ia64/clone2.S"
 .align 32 ; .global __clone2# ; .type __clone2#, @function ; .proc __clone2# ; __clone2:
 .prologue
 alloc r2 = ar.pfs, 8, 1, 6, 0
 cmp.eq p6, p0 = 0, in0
 cmp.eq p7, p0 = 0, in1
 mov r8 = 22
 mov out0 = in3
 mov out1 = in1
(p6) br.cond.spnt.many __syscall_error#
(p7) br.cond.spnt.many __syscall_error#
 ;;
 mov out2 = in2
 mov out3 = in4
 mov out4 = in5
 mov out5 = in6
 mov r10 = in0
 mov r11 = in5
 mov r15 = 1213
 ;;
 break 0x100000
 ;;
 cmp.eq p6, p0 = 0, r8
 cmp.eq p7, p0 = -1, r10
(p7) br.cond.spnt.many __syscall_error#
(p6) br.cond.spnt.many 1f
 br.ret.sptk.many rp
1:
 .body
 ld8 r9 = [r10], 8
 mov loc0 = gp
 ;;
 ld8 gp = [r10]
 mov b6 = r9
 mov out0 = r11
 br.call.dptk.many rp = b6
 ;;
 mov out0 = r8
 mov r15 = 1025
 ;;
 break 0x100000
 .endp __clone2# ; .size __clone2#, .-__clone2#
.weak clone2# ; clone2# = __clone2#

# 1 "../sysdeps/unix/sysv/linux/ia64/getcontext.S"
 .align 32 ; .global __getcontext# ; .type __getcontext#, @function ; .proc __getcontext# ; __getcontext:
 .prologue
 .body
 alloc r16 = ar.pfs, 1, 0, 4, 0
 mov r3 = 968
 mov out0 = 0
 flushrs
 mov out1 = 0
 add out2 = r3, in0
 mov out3 = 8
 mov r15 = 1239
 break 0x100000
 mov.m r17 = ar.fpsr
 mov.m r18 = ar.rsc
 add r2 = 200 + 1 * 8, r32
 ;;
 mov.m r19 = ar.bsp
 .prologue
 .save ar.unat, r20
 mov.m r20 = ar.unat
 .body
 add r3 = 200 + 4 * 8, r32
 ;;
.mem.offset 0, 0; st8.spill [r2] = r1, (5 * 8 - 1 * 8)
.mem.offset 8, 0; st8.spill [r3] = r4, 16
 mov r21 = ar.pfs
 ;;
.mem.offset 0, 0; st8.spill [r2] = r5, 16
.mem.offset 8, 0; st8.spill [r3] = r6, 48
 and r22 = ~0x3, r18
 ;;
.mem.offset 0, 0; st8.spill [r2] = r7, (16 * 8 - 9 * 8)
.mem.offset 8, 0; st8.spill [r3] = r12
 ;;
 adds r2 = 104, r32
 ;;
 mov.m ar.rsc = r22
 mov.m r23 = ar.unat
 add r3 = 112, r32
 ;;
 mov.m r24 = ar.rnat
 mov r25 = pr
 ;;
 st8 [r2] = r23, 16
 st8 [r3] = r19, 16
 ;;
 st8 [r2] = r24, 16
 st8 [r3] = r25, 16
 ;;
 st8 [r2] = r21
 st8 [r3] = r17
 mov.m ar.rsc = r18
 mov.m ar.unat = r20
 mov r8 = 0
 br.ret.sptk.many rp
 .endp __getcontext# ; .size __getcontext#, .-__getcontext#
.weak getcontext# ; getcontext# = __getcontext#

# 1 "../sysdeps/unix/sysv/linux/ia64/vfork.S"
 .align 32 ; .global __vfork# ; .type __vfork#, @function ; .proc __vfork# ; __vfork:
 .prologue
 .body
 alloc r2 = ar.pfs, 0, 0, 2, 0
 mov out0 = 0x4000 | 0x100 | 17
 mov out1 = 0
 mov r15 = 1128
 ;;
 break 0x100000
 ;;
 cmp.eq p6, p0 = -1, r10
(p6) br.cond.spnt.few __syscall_error#
 br.ret.sptk.many rp
 .endp __vfork# ; .size __vfork#, .-__vfork#
.weak vfork# ; vfork# = __vfork#
 .section .note.GNU-stack,"",@progbits
