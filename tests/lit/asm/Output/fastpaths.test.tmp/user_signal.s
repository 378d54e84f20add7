 .text
 .align 32
 .global user_sig_resume
 .proc user_sig_resume
user_sig_resume:
 nop.m 0
 .endp user_sig_resume
 .global sig_handler
 .proc sig_handler
sig_handler:
 alloc r16 = ar.pfs, 3, 0, 0, 0
 movl r17 = sig_seen
 ld4 r18 = [in1]
 adds r19 = 0x010, in2
 adds r20 = 0x0a0, in2
 ld8 r19 = [r19]
 ld8 r20 = [r20]
 adds r21 = 8, r17
 adds r22 = 16, r17
 adds r23 = 24, r17
 adds r24 = 32, r17
 st8 [r17] = in0
 st8 [r21] = r18
 st8 [r22] = r19
 st8 [r23] = r20
 st8 [r24] = sp
 br.ret.sptk.many b0
 .endp sig_handler
 .data
 .align 16
 .global sig_handler_fd, sig_seen
sig_handler_fd:
 data8 sig_handler, 0
sig_seen:
 data8 0, 0, 0, 0, 0
