 .text
 .align 32
 .global user_getpid_break, user_getpid_break_done
 .proc user_getpid_break
user_getpid_break:
 mov r15 = 1041
 break.i 0x100000
user_getpid_break_done:
 .endp user_getpid_break
 .global user_getppid_break, user_getppid_break_done
 .proc user_getppid_break
user_getppid_break:
 mov r15 = 1042
 break.i 0x100000
user_getppid_break_done:
 .endp user_getppid_break
 .global user_gettimeofday_break, user_gettimeofday_break_done
 .proc user_gettimeofday_break
user_gettimeofday_break:
 alloc r3 = ar.pfs, 0, 0, 2, 0
 mov out0 = r14
 mov out1 = r0
 mov r15 = 1087
 break.i 0x100000
user_gettimeofday_break_done:
 .endp user_gettimeofday_break
