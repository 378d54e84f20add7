 .text
 .align 32
 .global user_getpid_epc, user_getpid_epc_done
 .proc user_getpid_epc
user_getpid_epc:
 movl r2 = fsys_entry
 mov r15 = 1041
 mov b7 = r2
 br.call.sptk.many b6 = b7
user_getpid_epc_done:
 .endp user_getpid_epc
 .global user_getppid_epc, user_getppid_epc_done
 .proc user_getppid_epc
user_getppid_epc:
 movl r2 = fsys_entry
 mov r15 = 1042
 mov b7 = r2
 br.call.sptk.many b6 = b7
user_getppid_epc_done:
 .endp user_getppid_epc
 .global user_gettimeofday_epc, user_gettimeofday_epc_done
 .proc user_gettimeofday_epc
user_gettimeofday_epc:
 alloc r3 = ar.pfs, 0, 0, 2, 0
 movl r2 = fsys_entry
 mov out0 = r14
 mov out1 = r0
 mov r15 = 1087
 mov b7 = r2
 br.call.sptk.many b6 = b7
user_gettimeofday_epc_done:
 .endp user_gettimeofday_epc
