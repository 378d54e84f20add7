 .text
 .align 32
 .global user_queue_break, user_queue_break_done
 .proc user_queue_break
user_queue_break:
 alloc r3 = ar.pfs, 0, 0, 2, 0
 mov out0 = r14
 mov out1 = r15
 mov r15 = 1300
 break.i 0x100000
 mov r20 = r8
 mov out0 = r14
 mov r15 = 1301
 break.i 0x100000
user_queue_break_done:
 .endp user_queue_break
