 .text
 .align 32
 .global ipc_call
 .global ipc_call_ret
 .proc ipc_call
ipc_call:
 alloc r2 = ar.pfs, 11, 2, 11, 0
 mov loc0 = r2
 mov loc1 = b0
 mov out0 = in0
 mov out1 = in1
 mov out2 = in2
 mov out3 = in3
 mov out4 = in4
 mov out5 = in5
 mov out6 = in6
 mov out7 = in7
 mov out8 = in8
 mov out9 = in9
 mov out10 = in10
 br.call.sptk.many b0 = ipc_gate
ipc_call_ret:
 mov ar.pfs = loc0
 mov b0 = loc1
 br.ret.sptk.many b0
 .endp ipc_call
