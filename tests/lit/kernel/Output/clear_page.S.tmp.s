# 0 "/work/main/tests/lit/kernel/clear_page.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/clear_page.S"
# 15 "/work/main/tests/lit/kernel/clear_page.S"
 .text
 .global clear_page
 .proc clear_page
clear_page:
 .prologue
 .regstk 1, 0, 0, 0
 .save ar.lc, r16
 mov r16 = ar.lc
 .save pr, r17
 mov r17 = pr
 .body
 mov r18 = (1 << 14) / 128 - 1
 adds r19 = 128 / 2, in0
 adds r20 = (6 * 128), in0 ;;
 mov ar.lc = r18
 mov ar.ec = 1
 mov pr.rot = 1 << 16 ;;
 .align 32
1:
(p16) stf.spill.nta [in0] = f0, 128
(p16) stf.spill.nta [r19] = f0, 128
(p16) lfetch.fault.excl [r20], 128
 br.ctop.sptk.few 1b ;;
 mov ar.lc = r16
 mov pr = r17, 0x1ffff
 br.ret.sptk.many rp
 .endp clear_page
