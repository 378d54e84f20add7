# 0 "/work/main/tests/lit/kernel/pal_call.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/pal_call.S"
# 10 "/work/main/tests/lit/kernel/pal_call.S"
 .text
 .global pal_call_static
 .proc pal_call_static
pal_call_static:
 .prologue
 .save ar.pfs, r38
 alloc loc1 = ar.pfs, 5, 5, 0, 0
 .body
 movl loc2 = pal_entry_point
1: {
   mov r28 = in0
   mov r29 = in1
   mov r8 = ip
 }
 ;;
 ld8 loc2 = [loc2]
 mov loc3 = psr
 mov loc0 = rp
 mov r30 = in2
 mov r31 = in3
 adds r8 = 1f - 1b, r8
 ;;
 rsm (1 << 14)
 mov b7 = loc2
 mov rp = r8
 ;;
 br.cond.sptk.many b7
1: mov psr.l = loc3
 mov ar.pfs = loc1
 mov rp = loc0
 ;;
 srlz.d
 br.ret.sptk.many b0
 .endp pal_call_static
 .data
pal_entry_point:
 data8 13
