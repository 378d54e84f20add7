# 0 "/work/main/tests/lit/kernel/cpp_macros.S"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/tests/lit/kernel/cpp_macros.S"
# 23 "/work/main/tests/lit/kernel/cpp_macros.S"
 .text
.global copy_pair; .proc copy_pair; copy_pair:
 src = r32
 tmp = r16
 alloc r2 = ar.pfs, 2, 0, 0, 0
 ld8 tmp = [src], 8 ;; ld8 r17 = [src]
 tmp = r18
 add tmp = r16, r17
 adds r8 = 64, r0
 br.ret.sptk.many rp
.endp copy_pair
 .section .rodata
 .ascii "copy_pair"
