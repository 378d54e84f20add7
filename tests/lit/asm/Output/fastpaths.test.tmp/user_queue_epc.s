 .text
 .align 32
 .global user_queue_epc, user_queue_epc_done
 .proc user_queue_epc
user_queue_epc:
 alloc r3 = ar.pfs, 0, 0, 2, 0
 movl r2 = queue_insque
 mov out0 = r14
 mov out1 = r15
 mov b7 = r2
 br.call.sptk.many b6 = b7
 mov r20 = r8
 movl r2 = queue_remque
 mov out0 = r14
 mov b7 = r2
 br.call.sptk.many b6 = b7
user_queue_epc_done:
 .endp user_queue_epc
